import { z } from 'zod'

/** docs/product.md §3 Notification types, in the order the settings page lists them. */
export const notificationTypes = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export const notificationChannels = ['email', 'push'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

/** The types a push is ever sent for; the others are e-mail only. */
export const pushNotificationTypes: readonly NotificationType[] = [
  'new_conversations',
  'new_messages',
  'like',
]

/**
 * Promotions and news need the member's consent: off until the member turns them on. Everything else is
 * on until turned off.
 */
export const consentNotificationTypes: readonly NotificationType[] = ['promotions', 'news']

/** docs/product.md §4 Notifications disabled: why the site stopped mailing a member. */
export const disabledReasons = ['fbl', 'bounce', 'list_unsubscribe'] as const
export type DisabledReason = (typeof disabledReasons)[number]

export const notificationSetting = z
  .object({
    type: z.enum(notificationTypes),
    email: z.boolean(),
    /** null: this type is never pushed (not in pushNotificationTypes). */
    push: z.boolean().nullable().describe('null: this type is never pushed'),
  })
  .meta({ id: 'NotificationSetting' })
export type NotificationSetting = z.infer<typeof notificationSetting>

/** GET /api/notifications.php (members): every type with both channels, and why mail is stopped, if it is. */
export const notificationSettingsResponse = z.object({
  settings: z.array(notificationSetting),
  notifications_disabled: z.array(z.enum(disabledReasons)).describe('Why mail is stopped, if it is'),
})
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>

/**
 * PUT /api/notifications.php: changes the named types' channels; types and channels left out keep their
 * value. Answers NotificationSettingsResponse.
 */
export const notificationSettingsInput = z
  .object({
    settings: z
      .array(
        z
          .object({
            type: z.enum(notificationTypes),
            email: z.boolean().optional(),
            push: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(notificationTypes.length),
  })
  .strict()
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>

/**
 * DELETE /api/notifications.php?disabled=1: the member asks for mail again after it was stopped (the
 * disabled-notifications alert). Clears notifications_disabled; answers NotificationSettingsResponse.
 */
export const enableMailQuery = z.object({ disabled: z.literal('1') }).strict()

/** DELETE /api/notifications.php takes no body; whatever is sent is not read. */
export const enableMailBody = z.unknown().describe('None: anything sent is ignored')

/**
 * The signed unsubscribe link of every notification mail: /unsubscribe?u=..&t=..&s=.. opens a page (a GET
 * never changes anything: mail scanners follow links); the page posts the same three values to
 * POST /api/unsubscribe.php. The List-Unsubscribe header points at POST /api/unsubscribe.php?u=..&t=..&s=..
 * with the RFC 8058 body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeParams = z
  .object({
    u: z.coerce.number().int().positive().max(2_147_483_647),
    t: z.enum(notificationTypes),
    s: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  })
  .strict()
export type UnsubscribeParams = z.infer<typeof unsubscribeParams>

/**
 * POST /api/unsubscribe.php body from the page: `all` stops every notification mail (recorded as
 * list_unsubscribe), otherwise only type t is turned off. The one-click POST (form body
 * `List-Unsubscribe=One-Click`, parameters in the query) stops all notification mail.
 */
export const unsubscribeInput = unsubscribeParams.extend({ all: z.boolean().optional() }).strict()
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>

export const unsubscribeResponse = z.object({
  unsubscribed: z.union([z.enum(notificationTypes), z.literal('all')]),
  /** The site's name and the member's language, for the page. */
  site: z.string().describe("The site's name, for the page"),
})
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>

/**
 * POST /api/mail-report.php: the operator's mail server pipes a bounce (DSN, RFC 3464) or a spam complaint
 * (ARF, RFC 5965) here as it received it, any content type, with `Authorization: Bearer <MAIL_REPORT_SECRET>`.
 * A post without a body reads as an empty report (unreadable: 400 bad_request).
 */
export const mailReportBody = z.string().catch('').describe('The raw report (a MIME message)')

/** How many accounts the report stopped mail to (every site's accounts on the address). */
export const mailReportResponse = z.object({ handled: z.number().int() })
export type MailReportResponse = z.infer<typeof mailReportResponse>
