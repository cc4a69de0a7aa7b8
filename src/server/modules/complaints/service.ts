import type { Mailer } from '#server/adapters/mail.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { translatorFor } from '#server/i18n.js'
import { composeMail, mailBrand, siteSender, supportAddress } from '#server/mail/compose.js'
import type { ComplaintInput } from '#shared/api/complaints.js'
import { isValidEmail, normalizeEmail } from '#shared/email.js'
import { mailLocale } from '../account/mails.js'
import type { CurrentUser } from '../auth/current-user.js'
import { findMemberOfSite } from '../members/queries.js'
import { profileName } from '../profile/queries.js'
import type { Site } from '../sites/service.js'
import { complaintReference } from './presenter.js'
import { type ComplaintRow, insertComplaint, ownPaymentExists } from './queries.js'

export interface Complainant {
  site: Site
  user: CurrentUser | undefined
  language: string
  baseUrl: string
}

const notFound = () => new AppError('complaint_subject_not_found')

/** Checks that the subject exists and may be named by this complainant (docs/product.md §2, /complaints). */
async function checkSubject(db: Database, who: Complainant, input: ComplaintInput): Promise<number | null> {
  const id = input.subject_id
  if (input.subject_type === 'other') {
    if (id !== undefined) throw new AppError('validation_failed', { field: 'subject_id' })
    return null
  }
  if (id === undefined) throw new AppError('validation_failed', { field: 'subject_id' })
  if (input.subject_type === 'member') {
    if (id === who.user?.id || !(await findMemberOfSite(db, who.site.id, id))) throw notFound()
    return id
  }
  // Only members have payments; a visitor cannot name one.
  if (!who.user) throw new AppError('validation_failed', { field: 'subject_type' })
  if (!(await ownPaymentExists(db, who.user.id, id))) throw notFound()
  return id
}

function contactOf(who: Complainant, input: ComplaintInput): { email: string; name: string | null } {
  if (who.user) return { email: who.user.email, name: null }
  const email = normalizeEmail(input.email ?? '')
  if (!isValidEmail(email))
    throw new AppError('validation_failed', { field: 'email', messageKey: 'account.errors.invalid_email' })
  return { email, name: input.name || null }
}

export async function fileComplaint(
  db: Database,
  who: Complainant,
  input: ComplaintInput,
): Promise<ComplaintRow> {
  const contact = contactOf(who, input)
  const subjectId = await checkSubject(db, who, input)
  const language = who.user?.language ?? who.language
  const row = await insertComplaint(db, {
    siteId: who.site.id,
    userId: who.user?.id ?? null,
    subjectType: input.subject_type,
    subjectId,
    reason: input.reason,
    body: input.text,
    email: contact.email,
    name: contact.name,
    language,
  })
  return row
}

/** The acknowledgement in the complainant's language, with the reference and the support address. */
export async function sendAcknowledgement(db: Database, mailer: Mailer, who: Complainant, row: ComplaintRow) {
  const t = translatorFor(mailLocale(row.language ?? 'en'))
  const memberName = who.user ? await profileName(db, who.user.id) : null
  const site = who.site
  const support = supportAddress(site)
  const values = { site: site.name, reference: complaintReference(row.id), support }
  const paragraphs = [t('complaints.mail.body', values), t('complaints.mail.next', values)]
  if (row.subject_type === 'payment') paragraphs.push(t('complaints.mail.payment', values))
  const content = composeMail(
    {
      subject: t('complaints.mail.subject', values),
      // A visitor's typed name never goes into a mail to a typed address: the site would carry their words.
      greeting: memberName ? t('mail.greeting', { name: memberName }) : t('mail.greeting_unnamed'),
      paragraphs,
      action:
        row.subject_type === 'payment'
          ? { label: t('complaints.mail.return_policy', values), url: `${who.baseUrl}/pages/return-policy` }
          : undefined,
      note: t('complaints.mail.note', values),
    },
    mailBrand(site, who.baseUrl),
    t,
  )
  await mailer.send({
    to: row.email ?? '',
    from: siteSender(site),
    ...content,
  })
}
