import { DisabledNotificationsAlert } from '../features/notifications/components/DisabledNotificationsAlert.js'
import { TimeBonusPrompt } from '../features/payments/components/TimeBonusPrompt.js'
import { EnrichProfileAlert } from '../features/profile/components/EnrichProfileAlert.js'
import { PushOfferAlert } from '../features/push/components/PushOfferAlert.js'
import { StaffWarningDialog } from '../features/warnings/components/StaffWarningDialog.js'

/**
 * The members' prompts, in the order they take the slot: mail that stopped, the welcome bonus while it
 * runs, the push offer, a profile tip. A warning from the site's team comes over all of them, as a dialog.
 */
export function MemberPromptList() {
  return (
    <>
      <StaffWarningDialog />
      <DisabledNotificationsAlert />
      <TimeBonusPrompt />
      <PushOfferAlert />
      <EnrichProfileAlert />
    </>
  )
}
