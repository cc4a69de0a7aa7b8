import type { Mailer } from '#server/adapters/mail.js'
import { translatorFor } from '#server/i18n.js'
import { composeMail, mailBrand, siteSender } from '#server/mail/compose.js'
import type { Locale } from '#shared/i18n/languages.js'
import { isLocale } from '#shared/i18n/languages.js'
import type { Site } from '../sites/service.js'

export type AccountMail = 'activation' | 'password_reset' | 'email_change' | 'account_deleted' | 'reactivated'

export interface AccountMailInput {
  kind: AccountMail
  to: string
  name: string
  language: string
  site: Site
  /** The site's address, for the logo. */
  baseUrl: string
  /** The link the mail's button opens, absolute. */
  url?: string
}

export function mailLocale(language: string): Locale {
  return isLocale(language) ? language : 'en'
}

/** Sends one of the account mails in the member's language, from the site's support address. */
export async function sendAccountMail(mailer: Mailer, input: AccountMailInput): Promise<void> {
  const t = translatorFor(mailLocale(input.language))
  const site = input.site
  const values = { site: site.name, name: input.name, days: 14 }
  const key = `mail.${input.kind}`
  const content = composeMail(
    {
      subject: t(`${key}.subject`, values),
      greeting: t('mail.greeting', values),
      paragraphs: [t(`${key}.body`, values)],
      action: input.url ? { label: t(`${key}.action`, values), url: input.url } : undefined,
      note: t(`${key}.note`, values),
    },
    mailBrand(site, input.baseUrl),
    t,
  )
  await mailer.send({
    to: input.to,
    from: siteSender(site),
    ...content,
  })
}
