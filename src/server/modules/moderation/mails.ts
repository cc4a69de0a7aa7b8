import type { Mailer } from '#server/adapters/mail.js'
import { translatorFor } from '#server/i18n.js'
import { composeMail, mailBrand, siteSender } from '#server/mail/compose.js'
import { mailLocale } from '../account/mails.js'
import type { Site } from '../sites/service.js'

export interface RefusalMail {
  kind: 'photo' | 'name' | 'about_me'
  reason: string
  to: string
  name: string
  language: string
  site: Site
  baseUrl: string
}

/** Tells a member in their language that the site's team refused a photo or a text, and why. */
export async function sendRefusalMail(mailer: Mailer, input: RefusalMail): Promise<void> {
  const t = translatorFor(mailLocale(input.language))
  const values = { site: input.site.name, name: input.name }
  const key = input.kind === 'photo' ? 'moderation.mail.photo' : 'moderation.mail.text'
  const field = input.kind === 'photo' ? '' : t(`moderation.fields.${input.kind}`)
  // Photos are /profile itself; both texts are on its "about me" screen.
  const path = input.kind === 'photo' ? '/profile' : '/profile/about'
  const content = composeMail(
    {
      subject: t(`${key}.subject`, { ...values, field }),
      greeting: t('mail.greeting', values),
      paragraphs: [
        t(`${key}.body`, { ...values, field }),
        t('moderation.mail.reason', { reason: t(`moderation.reasons.${input.reason}`) }),
        t(`${key}.next`, values),
      ],
      action: { label: t(`${key}.action`, values), url: `${input.baseUrl}${path}` },
    },
    mailBrand(input.site, input.baseUrl),
    t,
  )
  await mailer.send({ to: input.to, from: siteSender(input.site), ...content })
}
