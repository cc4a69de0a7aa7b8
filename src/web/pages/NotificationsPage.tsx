import { MembersOnly } from '../features/account/components/Guards.js'
import { accountHandle } from '../features/account/routeHandle.js'
import { NotificationSettings } from '../features/notifications/components/NotificationSettings.js'

export const notificationsHandle = accountHandle('notifications', 'notifications.settings.title')

/** /notifications: notification settings (members only). */
export function NotificationsPage() {
  return (
    <MembersOnly>
      <NotificationSettings />
    </MembersOnly>
  )
}
