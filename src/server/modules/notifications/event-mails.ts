// The mails for events: a new conversation, new messages (batched) and a like or match.
// No message text ever goes into a mail: a dating site's mail is read on shared screens and by providers.
import type { TFunction } from 'i18next'
import type { Database } from '../../db/database.js'
import { findLike } from '../likes/queries.js'
import { profileName } from '../profile/queries.js'
import type { Composer, DueMail } from './composers.js'
import type { MailRecipient } from './mailer.js'

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

async function blockedEitherWay(db: Database, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The first message of a conversation: skipped when the member has read it (or removed the
 * conversation) meanwhile, or one of the two blocked the other.
 */
export const newConversationMail: Composer = async (db, due) => {
  const conversationId = numberOf(due.payload, 'conversationId')
  const senderId = numberOf(due.payload, 'senderId')
  const messageId = numberOf(due.payload, 'messageId')
  if (!conversationId || !senderId || !messageId) return null
  const membership = await db
    .selectFrom('conversation_members')
    .select(['last_read_message_id', 'cleared_message_id'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', due.userId)
    .executeTakeFirst()
  if (!membership) return null
  if ((membership.last_read_message_id ?? 0) >= messageId) return null
  if ((membership.cleared_message_id ?? 0) >= messageId) return null
  if (await blockedEitherWay(db, due.userId, senderId)) return null
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

interface SenderCount {
  senderId: number
  name: string
  count: number
}

/**
 * The member's messages still unread from the batch's first message on, per sender, newest sender
 * first. First messages of a conversation are left out: the new-conversation mail tells of them.
 */
async function unreadSince(
  db: Database,
  userId: number,
  fromMessageId: number,
  beforeMessageId: number | null,
): Promise<SenderCount[]> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
    )
    .innerJoin('profiles as p', 'p.user_id', 'm.sender_id')
    .select(['m.sender_id', 'p.name'])
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('m.id').as('newest')])
    .where('m.sender_id', '!=', userId)
    .where('m.id', '>=', fromMessageId)
    .where('cm.removed_at', 'is', null)
    .where((eb) =>
      eb.and([
        eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', eb.lit(0))),
        eb('m.id', '>', eb.fn.coalesce('cm.cleared_message_id', eb.lit(0))),
        eb(
          'm.id',
          '>',
          eb
            .selectFrom('messages as first')
            .select((inner) => inner.fn.min('first.id').as('first_id'))
            .whereRef('first.conversation_id', '=', 'm.conversation_id'),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks as b')
              .select('b.blocker_id')
              .where((b) =>
                b.or([
                  b.and([b('b.blocker_id', '=', userId), b('b.blocked_id', '=', b.ref('m.sender_id'))]),
                  b.and([b('b.blocker_id', '=', b.ref('m.sender_id')), b('b.blocked_id', '=', userId)]),
                ]),
              ),
          ),
        ),
      ]),
    )
    .groupBy(['m.sender_id', 'p.name'])
    .orderBy('newest', 'desc')
  if (beforeMessageId !== null) query = query.where('m.id', '<', beforeMessageId)
  const rows = await query.execute()
  return rows.map((row) => ({ senderId: row.sender_id, name: row.name, count: Number(row.count) }))
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
  const row = await db
    .selectFrom('notification_mails')
    .select('payload')
    .where('batch_key', '=', `new_messages:${userId}`)
    .where('outcome', 'is', null)
    .executeTakeFirst()
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
  if (await blockedEitherWay(db, due.userId, likerId)) return null
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
