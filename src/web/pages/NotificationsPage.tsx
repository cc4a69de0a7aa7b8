import { MembersOnly } from '../features/account/components/Guards.js'
import { NotificationSettings } from '../features/notifications/components/NotificationSettings.js'
import { pageHandle } from '../lib/routeHandle.js'

export const notificationsHandle = pageHandle('notifications', 'notifications.settings.title')

/** /notifications: notification settings (members only). */
export function NotificationsPage() {
  return (
    <MembersOnly>
      <NotificationSettings />
    </MembersOnly>
  )
}
