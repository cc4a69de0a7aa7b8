import { Link, useLocation } from 'react-router'
import type { DisabledReason } from '#shared/api/notifications.js'
import { Alert } from '#web/components/ui/Alert.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLocalFlag } from '#web/lib/useLocalFlag.js'
import { useEnableMail } from '../api/notificationSettings.js'

// When mail stopped for more than one reason, the one the member most needs to know about is told.
const reasonOrder: DisabledReason[] = ['bounce', 'fbl', 'list_unsubscribe']

export function shownReason(reasons: readonly string[]): DisabledReason | null {
  return reasonOrder.find((reason) => reasons.includes(reason)) ?? null
}

/**
 * docs/product.md §4 Notifications disabled: tells the member that the site no longer mails them and why, and
 * lets them ask for mail again. In the alert header it can be hidden (a local flag); on the settings page it
 * always shows, without a close button.
 */
export function DisabledNotificationsAlert({ onSettingsPage = false }: { onSettingsPage?: boolean }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const enableMail = useEnableMail()
  const { pathname } = useLocation()
  const hiddenFlag = useLocalFlag('hide-disabled-notifications-alert')
  const hidden = !onSettingsPage && hiddenFlag.at !== null

  const reason = shownReason(user?.notifications_disabled ?? [])
  // The settings page shows it in its own place.
  if (!reason || hidden || (!onSettingsPage && pathname === '/notifications')) return null

  const turnOn = () =>
    enableMail.mutate(undefined, {
      // A later stop shows the alert again.
      onSuccess: hiddenFlag.clear,
    })
  const failure = errorText(enableMail.error, t, 'errors.popup')

  return (
    <Alert
      variant="warning"
      onClose={onSettingsPage ? undefined : hiddenFlag.set}
      closeLabel={t('close')}
      className="d-flex flex-wrap align-items-center gap-2"
    >
      <div className="me-auto">
        <strong className="d-block">{t('notifications.disabled.title')}</strong>
        {t(`notifications.disabled.reason.${reason}`, { email: user?.email })}
        {reason === 'bounce' && (
          <>
            {' '}
            <Link to="/profile/settings#change-email" className="alert-link">
              {t('notifications.disabled.change_email')}
            </Link>
          </>
        )}
        {enableMail.isError && (
          <span className="d-block text-danger" role="alert">
            {failure}
          </span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        onClick={turnOn}
        disabled={enableMail.isPending}
      >
        {enableMail.isPending && <InlineSpinner className="me-2" />}
        {t('notifications.disabled.enable')}
      </button>
    </Alert>
  )
}
