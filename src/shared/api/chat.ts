import { z } from 'zod'
import { memberId } from './likes.js'
import type { MemberCard } from './members.js'

/**
 * Chat (docs/product.md §2 /chats; §3 Chat entry; §4 Unread badges and Removing a chat; §7 chats.php and
 * chat.php). The calls besides these fixed ones (reading a conversation, sending, gifts, photos, staff
 * replies) follow the same pattern; docs/api.md lists them all with their errors.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** The kinds of message a member can send; each costs the site's message_, gift_ or photo_credits. */
export const messageKinds = ['text', 'gift', 'photo'] as const
export type MessageKind = (typeof messageKinds)[number]

/** A gift of the catalogue (GET /api/gifts.php); `name` in the viewer's language. */
export interface Gift {
  id: number
  slug: string
  name: string
  image_url: string
  credits: number
}

export interface GiftsResponse {
  gifts: Gift[]
}

/**
 * One message as both members see it. `text` for text messages (also an optional line with a gift);
 * `photo` URLs are served only to the two members of the conversation. `read` is set on the viewer's own
 * messages once the other member has read them (read receipts).
 */
export interface ChatMessage {
  id: number
  conversation_id: number
  sender_id: number
  kind: MessageKind
  text: string | null
  gift: Pick<Gift, 'id' | 'slug' | 'name' | 'image_url'> | null
  photo: { url: string; thumb_url: string; width: number; height: number } | null
  /** ISO 8601. */
  created_at: string
  read: boolean
}

/** docs/product.md §3 Chat entry, plus what the conversation list shows. */
export interface ChatEntry {
  conversation: {
    id: number
    /** ISO 8601 of the last message, or null for a conversation without messages. */
    last_message_at: string | null
    /** The last message as the list previews it (null when there is none). */
    last_message: Pick<ChatMessage, 'id' | 'sender_id' | 'kind' | 'text'> | null
  }
  profile: { id: number }
  num_unread_messages: number
}

/**
 * GET /api/chats.php (docs/product.md §7): the viewer's conversations, newest first, with a card of every
 * other member in `profiles`, and the totals behind the navigation badges.
 */
export interface ChatsResponse {
  chats: ChatEntry[]
  profiles: MemberCard[]
  num_unread_messages: number
  num_new_likes: number
}

export const chatsQuery = z.object({}).strict()

/**
 * GET /api/chat.php?conversation= (a conversation by id) or ?member= (the conversation with that member,
 * which need not exist yet: /members/{id}/chat). `before` pages back through older messages.
 * Reading does not mark anything read: PUT /api/chat-read.php does (no GET changes state).
 */
export const chatQuery = z
  .object({
    conversation: id.optional(),
    member: id.optional(),
    before: id.optional(),
  })
  .strict()
  .refine((q) => (q.conversation === undefined) !== (q.member === undefined), {
    message: 'conversation or member',
  })

/** How many messages one page of GET /api/chat.php holds. */
export const chatPageSize = 30

export interface ChatCosts {
  message: number
  photo: number
  gift: number
  /**
   * docs/product.md §5: the least a message costs, in the currency of the viewer's country; null when not
   * set.
   */
  minimum: { costs: number; currency: string } | null
}

export interface ChatResponse {
  /** null: the two have no conversation yet (the first message starts it). */
  conversation: { id: number } | null
  profile: MemberCard
  /** Oldest first. */
  messages: ChatMessage[]
  /** Older messages exist and can be loaded with `before`. */
  has_more: boolean
  /**
   * docs/product.md §8: older messages exist but are no longer shown ('Older messages are no longer
   * visible…').
   */
  history_limited: boolean
  /** The viewer may write: false when blocked, or the other is invisible and has not written first. */
  can_write: boolean
  /** Why the viewer may not write (an error code of the catalogue), when can_write is false. */
  cannot_write_reason: string | null
  /** A first message: the web shows the icebreaker modal. */
  first_message: boolean
  costs: ChatCosts
  credits: number
}

/** PUT /api/chat-read.php: the viewer read the conversation up to `message` (its unread count becomes 0). */
export const chatReadInput = z.object({ conversation: id, message: id }).strict()

export interface ChatReadResponse {
  num_unread_messages: number
}

/** DELETE /api/chat.php (docs/product.md §7): removes the conversation from the viewer's list. */
export const chatDeleteInput = z.object({ conversation: id }).strict()

export interface ChatDeleteResponse {
  removed: true
}

/** The longest message any site may allow; each site's message_length is at most this. */
export const messageLengthCeiling = 10_000

/**
 * POST /api/message.php: a text or a gift (with an optional line of text) to a member; the first message
 * starts the conversation. The text is trimmed; empty texts, control characters other than line breaks
 * and texts over the site's message_length are refused.
 */
export const sendMessageInput = z
  .object({
    member: memberId,
    text: z.string().max(messageLengthCeiling).optional(),
    gift: id.optional(),
  })
  .strict()
  .refine((m) => m.text !== undefined || m.gift !== undefined, { message: 'text or gift' })

export type SendMessageInput = z.infer<typeof sendMessageInput>

export interface SendMessageResponse {
  message: ChatMessage
  conversation_id: number
  /** The viewer's balance after the spend. */
  credits: number
}

/**
 * POST /api/chat-photo.php: multipart with a `member` field and one `photo` file (the photo pipeline's
 * types and size). Answers SendMessageResponse.
 */
export const chatPhotoFields = z.object({ member: id }).strict()

/** Staff (users.role staff or admin of the site) answering as a fictional profile. */
export const staffInboxQuery = z.object({ before: id.optional() }).strict()

export interface StaffInboxEntry {
  conversation_id: number
  fictional_profile: MemberCard
  member: MemberCard
  last_message: ChatMessage
}

/** GET /api/staff/inbox.php: conversations with a fictional profile whose last message awaits an answer. */
export interface StaffInboxResponse {
  conversations: StaffInboxEntry[]
}

/** POST /api/staff/reply.php: a staff member replies in a conversation as its fictional profile. */
export const staffReplyInput = z
  .object({ conversation: id, text: z.string().max(messageLengthCeiling) })
  .strict()

export interface StaffReplyResponse {
  message: ChatMessage
}
