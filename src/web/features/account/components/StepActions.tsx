import { Button } from 'react-bootstrap'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'

/** Skip on the left, save and go on to the right: every optional signup step ends the same way. */
export function StepActions({ pending, onSkip }: { pending: boolean; onSkip: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="d-flex justify-content-between align-items-center mt-3">
      <Button variant="link" className="px-0" onClick={onSkip}>
        {t('signup.skip')}
      </Button>
      <SubmitButton pending={pending}>{t('signup.save_next')}</SubmitButton>
    </div>
  )
}
