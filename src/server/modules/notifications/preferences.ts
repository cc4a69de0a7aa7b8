import type { ExpressionBuilder } from 'kysely'
import {
  consentNotificationTypes,
  type DisabledReason,
  disabledReasons,
  type NotificationChannel,
  type NotificationSetting,
  type NotificationType,
  notificationTypes,
  pushNotificationTypes,
} from '../../../shared/api/notifications.js'
import type { Database } from '../../db/database.js'
import type { DB } from '../../db/schema.js'

/** A channel's value when the member never changed it: consent types start off, the rest on. */
export function defaultSetting(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'push') return pushNotificationTypes.includes(type)
  return !consentNotificationTypes.includes(type)
}

/** Every type with both channels, stored values over the defaults. */
export async function settingsOf(db: Database, userId: number): Promise<NotificationSetting[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['type', 'email', 'push'])
    .where('user_id', '=', userId)
    .execute()
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
  const user = await db
    .selectFrom('users')
    .select(['status', 'notifications_disabled', 'is_fictional'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user || user.is_fictional === 1 || closedStatuses.includes(user.status)) return false
  if (channel === 'email' && parseDisabled(user.notifications_disabled).length > 0) return false
  const row = await db
    .selectFrom('notification_settings')
    .select(['email', 'push'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst()
  if (!row) return defaultSetting(type, channel)
  return (channel === 'email' ? row.email : row.push) === 1
}

/**
 * The same rule as a filter on `users`, for jobs that pick many members at once (campaigns, reminders):
 * mail not stopped, and the type's e-mail on (a stored yes for consent types, no stored no for the rest).
 * notificationWanted is still asked right before each mail is sent.
 */
export function mailWantedFilter(type: NotificationType) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const setting = (email: number) =>
      eb.exists(
        eb
          .selectFrom('notification_settings')
          .select('notification_settings.user_id')
          .whereRef('notification_settings.user_id', '=', 'users.id')
          .where('notification_settings.type', '=', type)
          .where('notification_settings.email', '=', email),
      )
    const wanted = defaultSetting(type, 'email') ? eb.not(setting(0)) : setting(1)
    return eb.and([eb('users.notifications_disabled', '=', '[]'), wanted])
  }
}
