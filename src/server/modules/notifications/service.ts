import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import {
  type DisabledReason,
  type NotificationSettingsInput,
  type NotificationSettingsResponse,
  pushNotificationTypes,
  type UnsubscribeInput,
  type UnsubscribeResponse,
} from '#shared/api/notifications.js'
import { parseDisabled, settingsOf } from './preferences.js'
import {
  accountsByEmail,
  clearNotificationsDisabled,
  findNotificationsDisabled,
  findSiteMemberEmail,
  insertMailReport,
  lockNotificationsDisabled,
  updateNotificationsDisabled,
  upsertNotificationSetting,
} from './queries.js'
import type { MailReport } from './reports.js'
import { loadUnsubscribeSecret, signatureValid } from './unsubscribe-link.js'

export async function notificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettingsResponse> {
  const [settings, user] = await Promise.all([settingsOf(db, userId), findNotificationsDisabled(db, userId)])
  return { settings, notifications_disabled: parseDisabled(user.notifications_disabled) }
}

/** Changes the named channels; the others keep their value (stored or default). */
export async function saveNotificationSettings(
  db: Database,
  userId: number,
  input: NotificationSettingsInput,
): Promise<NotificationSettingsResponse> {
  const unpushed = input.settings.findIndex(
    (item) => item.push !== undefined && !pushNotificationTypes.includes(item.type),
  )
  if (unpushed >= 0) {
    throw new AppError('validation_failed', {
      field: `settings.${unpushed}.push`,
      messageKey: 'notifications.errors.no_push_for_type',
    })
  }
  const current = new Map((await settingsOf(db, userId)).map((setting) => [setting.type, setting]))
  await db.transaction().execute(async (trx) => {
    for (const item of input.settings) {
      const before = current.get(item.type)
      const email = item.email ?? before?.email ?? true
      const push = item.push ?? before?.push ?? false
      const values = { email: email ? 1 : 0, push: push ? 1 : 0 }
      await upsertNotificationSetting(trx, userId, item.type, values)
    }
  })
  return notificationSettings(db, userId)
}

/** The member asks for mail again after a bounce, spam report or list-unsubscribe stopped it. */
export async function enableMail(db: Database, userId: number): Promise<NotificationSettingsResponse> {
  await clearNotificationsDisabled(db, userId)
  return notificationSettings(db, userId)
}

export interface MailStop {
  siteId: number
  userId: number
  email: string
  reason: DisabledReason
  detail?: string | null
}

/**
 * Stops all notification mail to a member and keeps the report for the staff. Adding a reason already
 * there changes nothing but the report; the list is rewritten inside one transaction with the row locked
 * on PostgreSQL, so two reports at once cannot drop each other's reason.
 */
export async function stopMail(db: Database, stop: MailStop, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await lockNotificationsDisabled(trx, stop.userId)
    if (!user) return
    const reasons = parseDisabled(user.notifications_disabled)
    if (!reasons.includes(stop.reason)) {
      await updateNotificationsDisabled(trx, stop.userId, JSON.stringify([...reasons, stop.reason]))
    }
    await insertMailReport(trx, {
      siteId: stop.siteId,
      userId: stop.userId,
      email: stop.email,
      kind: stop.reason,
      detail: stop.detail?.slice(0, 300) ?? null,
      now,
    })
  })
}

/**
 * A hard bounce or spam complaint: the address failed whichever site's mail it was, so every account on it
 * stops. Answers how many accounts that was.
 */
export async function applyMailReport(db: Database, report: MailReport): Promise<number> {
  let handled = 0
  for (const recipient of report.recipients) {
    for (const member of await accountsByEmail(db, recipient.email)) {
      await stopMail(db, {
        siteId: member.site_id,
        userId: member.id,
        email: member.email,
        reason: report.kind,
        detail: recipient.detail,
      })
      handled += 1
    }
  }
  return handled
}

/**
 * A signed unsubscribe link or one-click request: one type's mail off, or (all) every notification mail
 * stopped as a list-unsubscribe. Refused alike for a forged signature and a member of another site.
 */
export async function unsubscribe(
  db: Database,
  site: { id: number; name: string },
  input: UnsubscribeInput,
): Promise<UnsubscribeResponse> {
  const secret = await loadUnsubscribeSecret(db)
  const member = signatureValid(secret, input.u, input.t, input.s)
    ? await findSiteMemberEmail(db, site.id, input.u)
    : undefined
  if (!member) throw new AppError('unsubscribe_link_invalid')
  if (input.all) {
    await stopMail(db, {
      siteId: site.id,
      userId: member.id,
      email: member.email,
      reason: 'list_unsubscribe',
      detail: input.t,
    })
    return { unsubscribed: 'all', site: site.name }
  }
  await saveNotificationSettings(db, member.id, { settings: [{ type: input.t, email: false }] })
  return { unsubscribed: input.t, site: site.name }
}
