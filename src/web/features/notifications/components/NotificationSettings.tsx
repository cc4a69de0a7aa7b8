import { Link } from 'react-router'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useTranslation } from '#web/lib/translation.js'
import { useNotificationSettings } from '../api/notificationSettings.js'
import { DisabledNotificationsAlert } from './DisabledNotificationsAlert.js'
import { NotificationSettingsForm } from './NotificationSettingsForm.js'
import { PushBrowserNote } from './PushBrowserNote.js'

/** /notifications (docs/product.md §2): which notifications the member gets, by e-mail and by push. */
export function NotificationSettings() {
  const { t } = useTranslation()
  const settings = useNotificationSettings()
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-2">{t('notifications.settings.title')}</h1>
      <p className="text-body-secondary">{t('notifications.settings.intro')}</p>
      <DisabledNotificationsAlert onSettingsPage />
      <PushBrowserNote />
      {settings.data && <NotificationSettingsForm settings={settings.data.settings} />}
      {settings.isError && <p role="alert">{t('errors.popup')}</p>}
      {settings.isPending && (
        <p role="status">
          <InlineSpinner className="me-2" />
          {t('loading')}
        </p>
      )}
      <p className="mt-4 mb-0">
        <Link to="/profile/settings">{t('notifications.settings.more_settings')}</Link>
      </p>
    </div>
  )
}
