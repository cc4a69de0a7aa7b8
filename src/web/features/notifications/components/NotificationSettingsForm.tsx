import { useState } from 'react'
import { Form, Table } from 'react-bootstrap'
import type { NotificationChannel, NotificationSetting, NotificationType } from '#shared/api/notifications.js'
import { consentNotificationTypes } from '#shared/api/notifications.js'
import { Notice, type NoticeState } from '#web/components/Notice.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSaveNotificationSettings } from '../api/notificationSettings.js'

type Pending = { type: NotificationType; channel: NotificationChannel; value: boolean }

function Switch({
  setting,
  channel,
  pending,
  onChange,
}: {
  setting: NotificationSetting
  channel: NotificationChannel
  pending: Pending | null
  onChange: (value: boolean) => void
}) {
  const { t } = useTranslation()
  const stored = setting[channel]
  if (stored === null) {
    return (
      <span className="text-body-secondary" title={t('notifications.settings.email_only')}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('notifications.settings.email_only')}</span>
      </span>
    )
  }
  const mine = pending?.type === setting.type && pending.channel === channel
  return (
    <Form.Check
      type="switch"
      id={`notify-${setting.type}-${channel}`}
      checked={mine ? pending.value : stored}
      disabled={pending !== null}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t(`notifications.settings.${channel}_label`, {
        type: t(`notifications.types.${setting.type}.title`),
      })}
    />
  )
}

/**
 * Every notification type with a switch per channel, saved as soon as it is flipped; the switch follows
 * the hand at once and goes back if the server refuses.
 */
export function NotificationSettingsForm({ settings }: { settings: NotificationSetting[] }) {
  const { t } = useTranslation()
  const save = useSaveNotificationSettings()
  const [pending, setPending] = useState<Pending | null>(null)
  const [notice, setNotice] = useState<NoticeState | null>(null)

  const change = async (type: NotificationType, channel: NotificationChannel, value: boolean) => {
    setNotice(null)
    setPending({ type, channel, value })
    try {
      await save.mutateAsync({ settings: [{ type, [channel]: value }] })
      setNotice({ variant: 'success', text: t('notifications.settings.saved') })
    } catch (error) {
      if (error instanceof ApiError && error.swallowed) return
      setNotice({ variant: 'danger', text: errorText(error, t, 'errors.popup') })
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <Table responsive className="notification-settings align-middle mb-2">
        <thead>
          <tr>
            <th scope="col">{t('notifications.settings.type')}</th>
            <th scope="col" className="text-center text-nowrap">
              {t('notifications.settings.email')}
            </th>
            <th scope="col" className="text-center text-nowrap">
              {t('notifications.settings.push')}
            </th>
          </tr>
        </thead>
        <tbody>
          {settings.map((setting) => (
            <tr key={setting.type}>
              <th scope="row" className="fw-normal">
                <span className="fw-semibold d-block">{t(`notifications.types.${setting.type}.title`)}</span>
                <small className="text-body-secondary">
                  {t(`notifications.types.${setting.type}.help`)}
                  {consentNotificationTypes.includes(setting.type) &&
                    ` ${t('notifications.settings.consent')}`}
                </small>
              </th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel} className="text-center">
                  <div className="d-inline-block">
                    <Switch
                      setting={setting}
                      channel={channel}
                      pending={pending}
                      onChange={(value) => void change(setting.type, channel, value)}
                    />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <div aria-live="polite">
        <Notice notice={notice} onClose={() => setNotice(null)} />
      </div>
    </>
  )
}
