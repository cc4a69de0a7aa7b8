import type { TFunction } from 'i18next'
import type { Mailer } from '#server/adapters/mail.js'
import type { Config } from '#server/config.js'
import type { Database } from '#server/db/database.js'
import { siteBaseUrl } from '#server/http.js'
import { translatorFor } from '#server/i18n.js'
import { composeMail, type MailContent, mailBrand, siteSender } from '#server/mail/compose.js'
import type { NotificationType } from '#shared/api/notifications.js'
import type { Locale } from '#shared/i18n/languages.js'
import { mailLocale } from '../account/mails.js'
import type { Site, SiteService } from '../sites/service.js'
import { notificationWanted } from './preferences.js'
import { findMailRecipient } from './queries.js'
import { loadUnsubscribeSecret, unsubscribeLinks } from './unsubscribe-link.js'

export interface MailRecipient {
  id: number
  email: string
  name: string
  language: Locale
  site: Site
  /** The site's address for links, no trailing slash. */
  baseUrl: string
}

/** The body of a notification mail; the greeting, unsubscribe footer and headers are added for it. */
export type NotificationContent = Omit<MailContent, 'greeting' | 'unsubscribe'>

export interface NotificationMail {
  userId: number
  type: NotificationType
  compose(t: TFunction, recipient: MailRecipient): NotificationContent | Promise<NotificationContent>
}

/**
 * Sends notification mails (docs/product.md §4 Notification mails): only as the member's settings and mail
 * stops allow, asked right before sending; in the member's language; each with the signed unsubscribe link
 * and the one-click List-Unsubscribe headers (RFC 8058).
 */
export class NotificationMailer {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly sites: SiteService,
    private readonly config: Pick<Config, 'publicUrl' | 'port'>,
  ) {}

  /** Whether the mail went out; false when the member does not want it (or cannot get it). */
  async send(mail: NotificationMail): Promise<boolean> {
    if (!(await notificationWanted(this.db, mail.userId, mail.type, 'email'))) return false
    const recipient = await this.recipient(mail.userId)
    if (!recipient) return false
    const t = translatorFor(recipient.language)
    const content = await mail.compose(t, recipient)
    const links = unsubscribeLinks(
      recipient.baseUrl,
      await loadUnsubscribeSecret(this.db),
      recipient.id,
      mail.type,
    )
    const values = { site: recipient.site.name, name: recipient.name }
    const composed = composeMail(
      {
        ...content,
        greeting: t('mail.greeting', values),
        unsubscribe: {
          reason: t(`notifications.mail.reason.${mail.type}`, values),
          label: t('notifications.mail.unsubscribe', values),
          url: links.page,
        },
      },
      mailBrand(recipient.site, recipient.baseUrl),
      t,
    )
    const site = recipient.site
    await this.mailer.send({
      to: recipient.email,
      from: siteSender(site),
      ...composed,
      headers: links.headers,
    })
    return true
  }

  private async recipient(userId: number): Promise<MailRecipient | null> {
    const row = await findMailRecipient(this.db, userId)
    if (!row) return null
    const site = await this.sites.findById(row.site_id)
    if (!site) return null
    return {
      id: row.id,
      email: row.email,
      name: row.name ?? '',
      language: mailLocale(row.language),
      site,
      baseUrl: siteBaseUrl(site, this.config),
    }
  }
}
