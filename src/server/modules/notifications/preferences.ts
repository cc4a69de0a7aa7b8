import type { Database } from '#server/db/database.js'
import {
  consentNotificationTypes,
  type DisabledReason,
  disabledReasons,
  type NotificationChannel,
  type NotificationSetting,
  type NotificationType,
  notificationTypes,
  pushNotificationTypes,
} from '#shared/api/notifications.js'
import { findNotifiedMember, listNotificationSettings } from './queries.js'

/** A channel's value when the member never changed it: consent types start off, the rest on. */
export function defaultSetting(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'push') return pushNotificationTypes.includes(type)
  return !consentNotificationTypes.includes(type)
}

/** Every type with both channels, stored values over the defaults. */
export async function settingsOf(db: Database, userId: number): Promise<NotificationSetting[]> {
  const rows = await listNotificationSettings(db, userId)
  const stored = new Map(rows.map((row) => [row.type, row]))
  return notificationTypes.map((type) => {
    const row = stored.get(type)
    const pushed = pushNotificationTypes.includes(type)
    return {
      type,
      email: row ? row.email === 1 : defaultSetting(type, 'email'),
      push: pushed ? (row ? row.push === 1 : defaultSetting(type, 'push')) : null,
    }
  })
}

/**
 * The reasons mail to this member is stopped (docs/product.md §4 Notifications disabled); unknown entries are
 * dropped.
 */
export function parseDisabled(stored: string): DisabledReason[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    if (!Array.isArray(parsed)) return []
    return disabledReasons.filter((reason) => parsed.includes(reason))
  } catch {
    return []
  }
}

// Accounts in these states are never mailed or pushed a notification.
const closedStatuses = ['deleted', 'disabled', 'erased']

/**
 * Whether a notification of this type may go to the member on this channel now: an open account, the
 * member's setting, and for e-mail no stop from a bounce, spam report or list-unsubscribe. Every sender
 * asks this right before sending, so a change made a second earlier is honoured.
 */
export async function notificationWanted(
  db: Database,
  userId: number,
  type: NotificationType,
  channel: NotificationChannel,
): Promise<boolean> {
  const user = await findNotifiedMember(db, userId, type)
  if (!user || user.is_fictional === 1 || closedStatuses.includes(user.status)) return false
  if (channel === 'email' && parseDisabled(user.notifications_disabled).length > 0) return false
  const setting = channel === 'email' ? user.email : user.push
  if (setting === null) return defaultSetting(type, channel)
  return setting === 1
}
