import type { Mailer } from '#server/adapters/mail.js'
import { translatorFor } from '#server/i18n.js'
import { composeMail, mailBrand, siteSender, supportAddress } from '#server/mail/compose.js'
import { mailLocale } from '../account/mails.js'
import { complaintReference } from '../complaints/presenter.js'
import type { Site } from '../sites/service.js'
import type { DeskRow } from './queries.js'

/**
 * The staff member's answer, in the frame, subject and greeting of the complainant's language (the language
 * the complaint was filed in), sent the way the acknowledgement was.
 */
export async function sendAnswer(
  mailer: Mailer,
  where: { site: Site; baseUrl: string },
  row: DeskRow,
  text: string,
): Promise<void> {
  const t = translatorFor(mailLocale(row.language ?? 'en'))
  const { site } = where
  const values = { site: site.name, reference: complaintReference(row.id), support: supportAddress(site) }
  // Only a member's profile name greets them: a visitor's typed name never goes into a mail to a typed address.
  const name = row.user_id === null ? null : row.complainant_name
  const content = composeMail(
    {
      subject: t('complaints.answer_mail.subject', values),
      greeting: name ? t('mail.greeting', { name }) : t('mail.greeting_unnamed'),
      paragraphs: [
        t('complaints.answer_mail.intro', values),
        ...text
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        t('complaints.answer_mail.reply', values),
      ],
      note: t('complaints.mail.note', values),
    },
    mailBrand(site, where.baseUrl),
    t,
  )
  await mailer.send({ to: row.email ?? '', from: siteSender(site), ...content })
}
