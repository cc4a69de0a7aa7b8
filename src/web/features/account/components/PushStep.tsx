import { Button } from 'react-bootstrap'
import { PushOutcomeNote, shownOutcome } from '#web/components/PushOutcomeNote.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { usePushState } from '#web/lib/push/pushState.js'
import { useTurnOnPush } from '#web/lib/push/useTurnOnPush.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * Signup step 4: push notifications on this device, with the push offer's own code. Where the browser
 * cannot have them (or the site has no key) the step says so and lets the member go on.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const push = usePushState()
  const turnOn = useTurnOnPush(settings.push_public_key)
  const subscribed = Boolean(push.isSubscribed) && push.isSubscribed !== 'denied'
  const outcome =
    shownOutcome(turnOn.data, turnOn.isError) ??
    (subscribed ? 'subscribed' : push.isSubscribed === 'denied' ? 'denied' : null) ??
    // Until the browser was looked at (isSubscribed null) the member may try; the attempt tells.
    ((push.isSubscribed !== null && !push.isCapable) || !settings.push_public_key ? 'unsupported' : null)

  return (
    <div>
      <p>{t('signup.steps.push.body')}</p>
      {outcome && (
        <div className={`alert ${outcome === 'subscribed' ? 'alert-success' : 'alert-warning'}`}>
          <PushOutcomeNote outcome={outcome} />
        </div>
      )}
      <div className="d-flex justify-content-between align-items-center mt-3">
        {outcome ? (
          <Button variant="primary" className="ms-auto" onClick={onNext}>
            {t('signup.push.next')}
          </Button>
        ) : (
          <>
            <Button variant="link" className="px-0" onClick={onNext}>
              {t('signup.skip')}
            </Button>
            <Button variant="primary" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
              {turnOn.isPending && <InlineSpinner className="me-2" />}
              {turnOn.isPending ? t('push.offer.enabling') : t('push.offer.enable')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
