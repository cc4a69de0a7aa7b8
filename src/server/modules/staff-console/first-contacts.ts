import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import type { EventPublisher } from '#server/realtime/events.js'
import { type Locale, locales } from '#shared/i18n/languages.js'
import { ensureConversation, insertMessage, lockConversation } from '../chat/queries.js'
import type { Gender } from '../members/queries.js'
import { wantedGenders } from '../members/suggested.js'
import type { Site } from '../sites/service.js'
import {
  completeFirstContact,
  dueForFirstContact,
  insertFirstContact,
  listSiteIds,
  pickFirstContactProfile,
} from './queries.js'

/** A member counts as new this long after activation; later, no profile writes first any more. */
const newForMs = 7 * 24 * 60 * 60 * 1000
/** Members written to per site and run: a throttle, so that a burst of signups is spread over minutes. */
const perRun = 20
/** Members looked at per site and run, of whom some may match no profile. */
const candidatesPerRun = 100

/** The site's openers in exactly this language, one per line; never another language's. */
export function openersIn(site: Site, language: string): string[] {
  return (site.settings.operator_openers[language as Locale] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

function genderOf(value: string | null): Gender | null {
  return value === 'male' || value === 'female' ? value : null
}

/** One of the lines, at random. */
function anyOf(lines: string[]): string {
  return lines[Math.floor(Math.random() * lines.length)] as string
}

interface Sent {
  conversationId: number
  messageId: number
  memberId: number
  fictionalId: number
}

/**
 * The first contacts of one site that are due now (docs/product.md, Staff): per new member, a matching
 * profile writes one of the site's openers in the member's language, through the chat's own message path.
 * The pair's row is written first and is unique, so that a contact is never sent twice.
 */
async function firstContactsOf(db: Database, site: Site, now: number): Promise<Sent[]> {
  const { first_contacts_per_member: perMember, first_contact_delay_minutes: delay } = site.settings
  if (perMember <= 0) return []
  const languages = locales.filter((locale) => openersIn(site, locale).length > 0)
  if (languages.length === 0) return []
  const members = await dueForFirstContact(db, {
    siteId: site.id,
    languages,
    now,
    delayMs: delay * 60_000,
    newForMs,
    perMember,
    limit: candidatesPerRun,
  })
  const sent: Sent[] = []
  for (const member of members) {
    if (sent.length >= perRun) break
    const own = genderOf(member.gender)
    const wish = { country: member.country, wanted: wantedGenders(member.gender, member.sexuality), own }
    const fictionalId = await pickFirstContactProfile(
      db,
      site.id,
      { id: member.id, language: member.language, wish },
      member.language === site.domainLanguage,
    )
    if (fictionalId === undefined) continue
    const contact = await db.transaction().execute(async (trx) => {
      const id = await insertFirstContact(trx, { siteId: site.id, memberId: member.id, fictionalId, now })
      if (id === null) return null
      const conversation = await ensureConversation(trx, {
        siteId: site.id,
        senderId: fictionalId,
        recipientId: member.id,
        now,
      })
      await lockConversation(trx, conversation.id)
      const messageId = await insertMessage(
        trx,
        {
          conversationId: conversation.id,
          senderId: fictionalId,
          kind: 'text',
          body: anyOf(openersIn(site, member.language)),
          cost: 0,
          now,
        },
        member.id,
      )
      await completeFirstContact(trx, id, { conversationId: conversation.id, messageId })
      return { conversationId: conversation.id, messageId, memberId: member.id, fictionalId }
    })
    if (contact) sent.push(contact)
  }
  return sent
}

/** Sends the first contacts due on every site; the member is told as of any message (frame, push, mail). */
export async function sendFirstContacts(
  db: Database,
  events: EventPublisher,
  siteOf: (id: number) => Promise<Site | null>,
  now = Date.now(),
): Promise<number> {
  let count = 0
  for (const siteId of await listSiteIds(db)) {
    const site = await siteOf(siteId)
    if (!site) continue
    for (const contact of await firstContactsOf(db, site, now)) {
      events.publish({
        type: 'message.sent',
        messageId: contact.messageId,
        conversationId: contact.conversationId,
        senderId: contact.fictionalId,
        recipientId: contact.memberId,
      })
      count += 1
    }
  }
  return count
}

export function sendFirstContactsJob(
  events: EventPublisher,
  siteOf: (id: number) => Promise<Site | null>,
): Job {
  return {
    name: 'send-first-contacts',
    everyMs: 60_000,
    run: async (db) => {
      await sendFirstContacts(db, events, siteOf)
    },
  }
}
