import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import type { ChatEntry, ChatMessage, Gift, MessageKind } from '#shared/api/chat.js'
import type { Site } from '../sites/service.js'
import {
  type ChatPhotoFiles,
  type ChatRow,
  findMessageWithMembers,
  lastReadOf,
  type MessageRow,
} from './queries.js'

/** What presenting messages needs besides the rows. */
export interface MessageContext {
  /** The member looking: `read` is told on their own messages. */
  viewerId: number
  /** How far the other member has read the conversation (their last_read_message_id). */
  otherLastRead: number | null
  cdnPrefix: string
  /** The viewer's language, for gift names. */
  t: TFunction
}

export function giftName(t: TFunction, slug: string): string {
  return t(`gifts.${slug}`, { defaultValue: slug })
}

export function presentKind(kind: string): MessageKind {
  return kind === 'gift' || kind === 'photo' ? kind : 'text'
}

/**
 * One message as a member of its conversation sees it (ChatMessage). The text is plain text as stored: the
 * web escapes it. Photo URLs lead to files only the two members are served (photos/routes.ts).
 */
export function presentMessage(row: MessageRow, context: MessageContext): ChatMessage {
  const own = row.sender_id === context.viewerId
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    kind: presentKind(row.kind),
    text: row.body,
    gift:
      row.gift_id !== null && row.gift_slug !== null && row.gift_image !== null
        ? {
            id: row.gift_id,
            slug: row.gift_slug,
            name: giftName(context.t, row.gift_slug),
            image_url: row.gift_image,
          }
        : null,
    photo:
      row.photo_filename !== null && row.photo_thumb_filename !== null
        ? {
            url: `${context.cdnPrefix}${row.photo_filename}`,
            thumb_url: `${context.cdnPrefix}${row.photo_thumb_filename}`,
            width: row.photo_width ?? 0,
            height: row.photo_height ?? 0,
          }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    read: own && context.otherLastRead !== null && context.otherLastRead >= row.id,
  }
}

/**
 * A message by id as `viewerId` sees it, for those who present events (the realtime dispatcher): null when
 * the message is gone or the viewer is not a member of its conversation.
 */
export async function presentMessageById(
  db: Database,
  messageId: number,
  viewerId: number,
  context: Pick<MessageContext, 'cdnPrefix' | 't'>,
): Promise<ChatMessage | null> {
  const row = await findMessageWithMembers(db, messageId)
  if (!row || (row.user_low_id !== viewerId && row.user_high_id !== viewerId)) return null
  // Whether the other has read it is shown on one's own messages only.
  if (row.sender_id !== viewerId) return presentMessage(row, { ...context, viewerId, otherLastRead: null })
  const otherId = row.user_low_id === viewerId ? row.user_high_id : row.user_low_id
  const otherLastRead = await lastReadOf(db, row.conversation_id, otherId)
  return presentMessage(row, { ...context, viewerId, otherLastRead })
}

/** A gift of the catalogue in the viewer's language; `credits` null in the row is the site's price. */
export function presentGift(
  row: { id: number; slug: string; image: string; credits: number | null },
  siteGiftCredits: number,
  t: TFunction,
): Gift {
  return {
    id: row.id,
    slug: row.slug,
    name: giftName(t, row.slug),
    image_url: row.image,
    credits: row.credits ?? siteGiftCredits,
  }
}

/**
 * One conversation of the viewer's list (docs/product.md §3 Chat entry) with the preview of its last message.
 */
export function presentChatEntry(row: ChatRow): ChatEntry {
  const preview =
    row.message_id !== null && row.sender_id !== null && row.kind !== null
      ? { id: row.message_id, sender_id: row.sender_id, kind: presentKind(row.kind), text: row.body }
      : null
  return {
    conversation: {
      id: row.id,
      last_message_at: row.last_message_at === null ? null : new Date(row.last_message_at).toISOString(),
      last_message: preview,
    },
    profile: { id: row.other_id },
    num_unread_messages: row.num_unread,
  }
}

/** What a message carries, as it was written: its line, and the gift's or photo's files. */
export interface SentContent {
  kind: string
  body: string | null
  gift: { id: number; slug: string; image: string } | null
  photo: ChatPhotoFiles | null
}

/**
 * A message just written, as its sender sees it, from what was written rather than read back (a block right
 * after the commit may delete it, and the answer must not fail for that). Nobody has read it yet: the other
 * member cannot see it before the commit, and the conversation's lock keeps its messages' ids in commit order.
 */
export function presentSentMessage(
  site: Pick<Site, 'cdnPrefix'>,
  sent: { id: number; conversationId: number; senderId: number; now: number },
  content: SentContent,
  t: TFunction,
): ChatMessage {
  const row: MessageRow = {
    id: sent.id,
    conversation_id: sent.conversationId,
    sender_id: sent.senderId,
    kind: content.kind,
    body: content.body,
    created_at: sent.now,
    gift_id: content.gift?.id ?? null,
    gift_slug: content.gift?.slug ?? null,
    gift_image: content.gift?.image ?? null,
    photo_filename: content.photo?.filename ?? null,
    photo_thumb_filename: content.photo?.thumbFilename ?? null,
    photo_width: content.photo?.width ?? null,
    photo_height: content.photo?.height ?? null,
  }
  return presentMessage(row, { viewerId: sent.senderId, otherLastRead: null, cdnPrefix: site.cdnPrefix, t })
}
