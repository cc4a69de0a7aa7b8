// The mails for events: a new conversation, new messages (batched) and a like or match.
// No message text ever goes into a mail: a dating site's mail is read on shared screens and by providers.
import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import { isBlockedBetween } from '../blocks/queries.js'
import { findLike } from '../likes/queries.js'
import { profileName } from '../profile/queries.js'
import type { Composer, DueMail } from './composers.js'
import type { MailRecipient } from './mailer.js'
import { findConversationMembership, findWaitingMail, type SenderCount, unreadSince } from './queries.js'

/** Payload of a new_conversations row. */
export interface NewConversationPayload {
  conversationId: number
  senderId: number
  messageId: number
}

/** Payload of a new_messages row: the batch counts messages from this one on. */
export interface NewMessagesPayload {
  fromMessageId: number
}

/** Payload of a like row. */
export interface LikePayload {
  likerId: number
  match: boolean
}

// The mail names this many senders; the rest are counted ("and 2 others").
const namedSenders = 3

function numberOf(payload: Record<string, unknown>, key: string): number | null {
  const value = payload[key]
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

const link = (recipient: MailRecipient, path: string) => `${recipient.baseUrl}${path}`

/**
 * The first message of a conversation: skipped when the member has read it (or removed the
 * conversation) meanwhile, or one of the two blocked the other.
 */
export const newConversationMail: Composer = async (db, due) => {
  const conversationId = numberOf(due.payload, 'conversationId')
  const senderId = numberOf(due.payload, 'senderId')
  const messageId = numberOf(due.payload, 'messageId')
  if (!conversationId || !senderId || !messageId) return null
  const membership = await findConversationMembership(db, conversationId, due.userId)
  if (!membership) return null
  if ((membership.last_read_message_id ?? 0) >= messageId) return null
  if ((membership.cleared_message_id ?? 0) >= messageId) return null
  if (await isBlockedBetween(db, due.userId, senderId)) return null
  const name = await profileName(db, senderId)
  if (name === null) return null
  return (t, recipient) => {
    const values = { name, site: recipient.site.name }
    return {
      subject: t('notifications.mail.new_conversation.subject', values),
      paragraphs: [t('notifications.mail.new_conversation.body', values)],
      action: {
        label: t('notifications.mail.new_conversation.action', values),
        url: link(recipient, `/chats/${conversationId}`),
      },
    }
  }
}

/** "Anna, Ben and 2 others" in the member's language. */
function senderNames(t: TFunction, language: string, senders: SenderCount[]): string {
  const names = senders.slice(0, namedSenders).map((sender) => sender.name)
  const rest = senders.length - names.length
  if (rest > 0) names.push(t('notifications.mail.new_messages.others', { count: rest }))
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names)
}

/**
 * Where the member's next new-message mail starts, when one already waits: a message that arrived while
 * this mail was being written belongs to that one (the sender gave up this mail's key when it claimed it).
 */
async function nextBatchStart(db: Database, userId: number): Promise<number | null> {
  const row = await findWaitingMail(db, `new_messages:${userId}`)
  if (!row) return null
  try {
    return numberOf(JSON.parse(row.payload) as Record<string, unknown>, 'fromMessageId')
  } catch {
    return null
  }
}

/** The batched new-message mail: how many unread messages from whom; skipped when all were read. */
export const newMessagesMail: Composer = async (db, due: DueMail) => {
  const fromMessageId = numberOf(due.payload, 'fromMessageId')
  if (!fromMessageId) return null
  const senders = await unreadSince(db, due.userId, fromMessageId, await nextBatchStart(db, due.userId))
  const count = senders.reduce((sum, sender) => sum + sender.count, 0)
  if (count === 0) return null
  return (t, recipient) => {
    const values = { count, names: senderNames(t, recipient.language, senders), site: recipient.site.name }
    return {
      subject: t('notifications.mail.new_messages.subject', values),
      paragraphs: [t('notifications.mail.new_messages.body', values)],
      action: { label: t('notifications.mail.new_messages.action', values), url: link(recipient, '/chats') },
    }
  }
}

/**
 * A like, or a match when both like each other now: skipped when the like was taken back or one of the
 * two blocked the other.
 */
export const likeMail: Composer = async (db, due) => {
  const likerId = numberOf(due.payload, 'likerId')
  if (!likerId) return null
  if (!(await findLike(db, likerId, due.userId))) return null
  if (await isBlockedBetween(db, due.userId, likerId)) return null
  const name = await profileName(db, likerId)
  if (name === null) return null
  const match = due.payload.match === true && (await findLike(db, due.userId, likerId)) !== undefined
  const key = match ? 'notifications.mail.match' : 'notifications.mail.like'
  // A match is answered in the chat; a like by a look at the profile.
  const path = match ? `/members/${likerId}/chat` : `/members/${likerId}`
  return (t, recipient) => {
    const values = { name, site: recipient.site.name }
    return {
      subject: t(`${key}.subject`, values),
      paragraphs: [t(`${key}.body`, values)],
      action: { label: t(`${key}.action`, values), url: link(recipient, path) },
    }
  }
}
