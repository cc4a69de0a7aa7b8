import { Button } from 'react-bootstrap'
import { PushOutcomeNote, shownOutcome } from '#web/components/PushOutcomeNote.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useIsPushSubscribed, usePushState } from '#web/lib/push/pushState.js'
import { useTurnOnPush } from '#web/lib/push/useTurnOnPush.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/** Push switches only matter on a browser that gets pushes: says so, and offers to turn them on here. */
export function PushBrowserNote() {
  const { t } = useTranslation()
  const settings = useSettings()
  const push = usePushState()
  const subscribed = useIsPushSubscribed()
  const turnOn = useTurnOnPush(settings.push_public_key)
  const outcome = shownOutcome(turnOn.data, turnOn.isError)
  if (outcome) return <PushOutcomeNote outcome={outcome} />
  if (!push.isCapable || !settings.push_public_key || subscribed) return null
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-3">
      <p className="mb-0 me-auto small">{t('notifications.settings.push_off_here')}</p>
      <Button variant="outline-primary" size="sm" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
        {turnOn.isPending && <InlineSpinner className="me-2" />}
        {t('push.offer.enable')}
      </Button>
    </div>
  )
}
