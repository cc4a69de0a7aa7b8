import type { Database } from '#server/db/database.js'
import type { SiteSettings } from '../sites/settings.js'
import { countReach, countWrittenIn, findOpenFlag, insertFlag, updateFlag } from './queries.js'
import { contactDetailsIn, fingerprintOf, type SpamRule } from './rules.js'

const minute = 60 * 1000
const hour = 60 * minute
/** An account counts as new for the reach rule during its first hour. */
const newAccountMs = hour
// An open flag keeps this much evidence; the review needs examples, not every copy.
const keptTexts = 5
const keptMessageIds = 20

/** What a flag keeps of what the rule saw (stored as JSON, shown on the review list). */
export interface Evidence {
  texts: string[]
  recipients: number | null
  message_ids: number[]
  contact: 'link' | 'email' | 'phone' | null
  fingerprint: string | null
  window_minutes: number | null
}

export interface SpamHit {
  rule: SpamRule
  /** One open flag per member and key: the fingerprint for the same text, the rule otherwise. */
  key: string
  evidence: Evidence
}

export interface SpamVerdict {
  fingerprint: string | null
  hits: SpamHit[]
  /** The site holds flagged messages back for review. */
  hold: boolean
}

export interface CheckedMessage {
  senderId: number
  senderSignupDate: number
  conversationId: number
  /** The text, or a gift's line; null for a photo (nothing to read). */
  text: string | null
  now: number
}

function evidenceOf(text: string | null, fields: Partial<Evidence>): Evidence {
  return {
    texts: text === null ? [] : [text],
    recipients: null,
    message_ids: [],
    contact: null,
    fingerprint: null,
    window_minutes: null,
    ...fields,
  }
}

/**
 * The chat's spam and scam rules for one member message, before it is written (docs/product.md, Spam and
 * scam defence). At most two queries: one indexed count for the reach rules, and one only when the text
 * carries contact details from an account older than the contact window.
 */
export async function checkMessage(
  db: Database,
  settings: SiteSettings,
  message: CheckedMessage,
): Promise<SpamVerdict> {
  const { text, now } = message
  const fingerprint = text === null ? null : fingerprintOf(text)
  const age = now - message.senderSignupDate
  const isNew = age < newAccountMs
  const sameSince = now - settings.spam_same_text_minutes * minute
  const reach = await countReach(db, {
    senderId: message.senderId,
    conversationId: message.conversationId,
    fingerprint,
    sameSince,
    reachSince: isNew ? message.senderSignupDate : null,
  })
  const hits: SpamHit[] = []
  // This conversation counts once more: the message about to be written.
  const sameText = reach.sameText + 1
  if (fingerprint !== null && sameText >= settings.spam_same_text_members)
    hits.push({
      rule: 'same_text',
      key: fingerprint,
      evidence: evidenceOf(text, {
        recipients: sameText,
        fingerprint,
        window_minutes: settings.spam_same_text_minutes,
      }),
    })
  if (isNew && reach.written + 1 >= settings.spam_new_account_members)
    hits.push({
      rule: 'new_account_reach',
      key: 'new_account_reach',
      evidence: evidenceOf(text, { recipients: reach.written + 1, window_minutes: newAccountMs / minute }),
    })
  const contact = text === null ? null : contactDetailsIn(text)
  if (contact !== null && (await isEarly(db, settings, message, age)))
    hits.push({ rule: 'contact_details', key: 'contact_details', evidence: evidenceOf(text, { contact }) })
  return { fingerprint, hits, hold: hits.length > 0 && settings.spam_hold }
}

/** A young account, or one of the sender's first messages in the conversation. */
async function isEarly(db: Database, settings: SiteSettings, message: CheckedMessage, age: number) {
  if (age < settings.spam_contact_account_hours * hour) return true
  const first = settings.spam_contact_first_messages
  if (first === 0) return false
  return (await countWrittenIn(db, message.conversationId, message.senderId, first)) < first
}

function merged(stored: Evidence, hit: Evidence, messageId: number): Evidence {
  const texts = [...stored.texts]
  for (const text of hit.texts) if (!texts.includes(text) && texts.length < keptTexts) texts.push(text)
  const recipients =
    stored.recipients === null || hit.recipients === null
      ? (hit.recipients ?? stored.recipients)
      : Math.max(stored.recipients, hit.recipients)
  return {
    ...stored,
    texts,
    recipients,
    contact: stored.contact ?? hit.contact,
    message_ids: [...stored.message_ids, messageId].slice(-keptMessageIds),
  }
}

/** Writes each hit as a flag of the member, or adds it to the open flag of the same key. */
export async function recordHits(
  trx: Database,
  verdict: SpamVerdict,
  message: { siteId: number; senderId: number; messageId: number; now: number },
): Promise<void> {
  for (const hit of verdict.hits) {
    const open = await findOpenFlag(trx, message.senderId, hit.key)
    if (open) {
      const evidence = merged(JSON.parse(open.evidence) as Evidence, hit.evidence, message.messageId)
      await updateFlag(trx, open.id, { evidence: JSON.stringify(evidence), now: message.now })
      continue
    }
    await insertFlag(trx, {
      siteId: message.siteId,
      userId: message.senderId,
      rule: hit.rule,
      key: hit.key,
      evidence: JSON.stringify({ ...hit.evidence, message_ids: [message.messageId] }),
      now: message.now,
    })
  }
}
