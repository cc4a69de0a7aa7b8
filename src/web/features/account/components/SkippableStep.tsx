import { Button } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'

export type LaterStep = 'push'

/**
 * The push-notification step needs a feature that is not built yet: the
 * step says so plainly and lets the member go on, instead of pretending to save anything.
 */
export function SkippableStep({ step, onNext }: { step: LaterStep; onNext: () => void }) {
  const { t } = useTranslation()
  return (
    <div>
      <p>{t(`signup.steps.${step}.body`)}</p>
      <div className="d-flex justify-content-end">
        <Button variant="primary" onClick={onNext}>
          {t('signup.skip')}
        </Button>
      </div>
    </div>
  )
}
