import { DisabledNotificationsAlert } from '../features/notifications/components/DisabledNotificationsAlert.js'
import { TimeBonusPrompt } from '../features/payments/components/TimeBonusPrompt.js'
import { EnrichProfileAlert } from '../features/profile/components/EnrichProfileAlert.js'
import { PushOfferAlert } from '../features/push/components/PushOfferAlert.js'

/**
 * The members' prompts, in the order they take the slot: mail that stopped, the welcome bonus while it
 * runs, the push offer, a profile tip.
 */
export function MemberPromptList() {
  return (
    <>
      <DisabledNotificationsAlert />
      <TimeBonusPrompt />
      <PushOfferAlert />
      <EnrichProfileAlert />
    </>
  )
}
