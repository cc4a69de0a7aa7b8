import { useState } from 'react'
import { useLocation } from 'react-router'
import { PushOutcomeNote, shownOutcome } from '#web/components/PushOutcomeNote.js'
import { Alert } from '#web/components/ui/Alert.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { usePushState } from '#web/lib/push/pushState.js'
import { useTurnOnPush } from '#web/lib/push/useTurnOnPush.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLocalFlag } from '#web/lib/useLocalFlag.js'
import { isMembersArea, shouldOfferPush } from '../offer.js'

/**
 * docs/product.md §4 Push offer: in the members area, a dismissible alert asking the member to turn on push.
 * Once they answered it tells the outcome (refused: where to allow it) until they close it.
 */
export function PushOfferAlert() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const user = useCurrentUser()
  const settings = useSettings()
  const push = usePushState()
  const turnOn = useTurnOnPush(settings.push_public_key)
  const dismissed = useLocalFlag('hide-push-notification-alert')
  const [closed, setClosed] = useState(false)

  if (dismissed.at === undefined || closed || !isMembersArea(pathname)) return null
  const outcome = shownOutcome(turnOn.data, turnOn.isError)
  const offered = shouldOfferPush({
    loggedIn: user !== null,
    isCapable: push.isCapable,
    isSubscribed: push.isSubscribed,
    publicKey: settings.push_public_key,
    dismissedAt: dismissed.at,
    now: Date.now(),
  })
  if (!outcome && !offered) return null

  const close = () => {
    dismissed.set()
    setClosed(true)
  }

  return (
    <Alert
      variant={outcome && outcome !== 'subscribed' ? 'warning' : 'info'}
      onClose={close}
      closeLabel={t('close')}
      className="d-flex flex-wrap align-items-center gap-2"
    >
      {outcome ? (
        <PushOutcomeNote outcome={outcome} />
      ) : (
        <>
          <div className="me-auto">
            <strong className="d-block">{t('push.offer.title')}</strong>
            {t('push.offer.body')}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => turnOn.mutate()}
            disabled={turnOn.isPending}
          >
            {turnOn.isPending && <InlineSpinner className="me-2" />}
            {turnOn.isPending ? t('push.offer.enabling') : t('push.offer.enable')}
          </button>
        </>
      )}
    </Alert>
  )
}
