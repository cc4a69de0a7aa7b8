import { z } from 'zod'
import { memberId } from './likes.js'
import { memberCard } from './members.js'

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
export const gift = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image_url: z.string(),
    credits: z.number().int().describe('What sending it costs'),
  })
  .meta({ id: 'Gift' })
export type Gift = z.infer<typeof gift>

export const giftsResponse = z.object({ gifts: z.array(gift) })
export type GiftsResponse = z.infer<typeof giftsResponse>

/** GET /gifts/{file}: a gift's image (an SVG file name; any other name is 404, not a 400). */
export const giftFileParams = z.object({ file: z.string() })

/**
 * One message as both members see it. `text` for text messages (also an optional line with a gift);
 * `photo` URLs are served only to the two members of the conversation. `read` is set on the viewer's own
 * messages once the other member has read them (read receipts).
 */
export const chatMessage = z
  .object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    sender_id: z.number().int(),
    kind: z.enum(messageKinds),
    text: z.string().nullable(),
    gift: gift.pick({ id: true, slug: true, name: true, image_url: true }).nullable(),
    photo: z
      .object({ url: z.string(), thumb_url: z.string(), width: z.number().int(), height: z.number().int() })
      .nullable(),
    /** ISO 8601. */
    created_at: z.string().describe('ISO 8601'),
    read: z.boolean().describe("Set on the viewer's own messages once the other member read them"),
  })
  .meta({ id: 'ChatMessage' })
export type ChatMessage = z.infer<typeof chatMessage>

/** docs/product.md §3 Chat entry, plus what the conversation list shows. */
export const chatEntry = z
  .object({
    conversation: z.object({
      id: z.number().int(),
      /** ISO 8601 of the last message, or null for a conversation without messages. */
      last_message_at: z.string().nullable().describe('ISO 8601 of the last message; null without messages'),
      /** The last message as the list previews it (null when there is none). */
      last_message: chatMessage
        .pick({ id: true, sender_id: true, kind: true, text: true })
        .nullable()
        .describe('The last message as the list previews it'),
    }),
    profile: z.object({ id: z.number().int() }),
    num_unread_messages: z.number().int(),
  })
  .meta({ id: 'ChatEntry' })
export type ChatEntry = z.infer<typeof chatEntry>

/**
 * GET /api/chats.php (docs/product.md §7): the viewer's conversations, newest first, with a card of every
 * other member in `profiles`, and the totals behind the navigation badges.
 */
export const chatsResponse = z.object({
  chats: z.array(chatEntry),
  profiles: z.array(memberCard),
  num_unread_messages: z.number().int(),
  num_new_likes: z.number().int(),
})
export type ChatsResponse = z.infer<typeof chatsResponse>

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

export const chatCosts = z.object({
  message: z.number(),
  photo: z.number(),
  gift: z.number(),
  /**
   * docs/product.md §5: the least a message costs, in the currency of the viewer's country; null when not
   * set.
   */
  minimum: z
    .object({ costs: z.number(), currency: z.string() })
    .nullable()
    .describe("The least a message costs, in the currency of the viewer's country; null when not set"),
})
export type ChatCosts = z.infer<typeof chatCosts>

export const chatResponse = z.object({
  /** null: the two have no conversation yet (the first message starts it). */
  conversation: z
    .object({ id: z.number().int() })
    .nullable()
    .describe('null: the two have no conversation yet (the first message starts it)'),
  profile: memberCard,
  /** Oldest first. */
  messages: z.array(chatMessage).describe('Oldest first'),
  /** Older messages exist and can be loaded with `before`. */
  has_more: z.boolean().describe('Older messages exist and can be loaded with `before`'),
  /**
   * docs/product.md §8: older messages exist but are no longer shown ('Older messages are no longer
   * visible…').
   */
  history_limited: z.boolean().describe('Older messages exist but are no longer shown'),
  /** The viewer may write: false when blocked, or the other is invisible and has not written first. */
  can_write: z.boolean(),
  /** Why the viewer may not write (an error code of the catalogue), when can_write is false. */
  cannot_write_reason: z
    .string()
    .nullable()
    .describe('Why the viewer may not write (an error code), when can_write is false'),
  /** A first message: the web shows the icebreaker modal. */
  first_message: z.boolean().describe('The viewer has not written in this conversation yet'),
  costs: chatCosts,
  credits: z.number().describe("The viewer's balance"),
})
export type ChatResponse = z.infer<typeof chatResponse>

/** PUT /api/chat-read.php: the viewer read the conversation up to `message` (its unread count becomes 0). */
export const chatReadInput = z.object({ conversation: id, message: id }).strict()

export const chatReadResponse = z.object({
  num_unread_messages: z.number().int().describe("The conversation's unread count left for the viewer"),
})
export type ChatReadResponse = z.infer<typeof chatReadResponse>

/** DELETE /api/chat.php (docs/product.md §7): removes the conversation from the viewer's list. */
export const chatDeleteInput = z.object({ conversation: id }).strict()

export const chatDeleteResponse = z.object({ removed: z.literal(true) })
export type ChatDeleteResponse = z.infer<typeof chatDeleteResponse>

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

export const sendMessageResponse = z.object({
  message: chatMessage,
  conversation_id: z.number().int(),
  /** The viewer's balance after the spend. */
  credits: z.number().describe("The viewer's balance after the spend"),
})
export type SendMessageResponse = z.infer<typeof sendMessageResponse>

/**
 * POST /api/chat-photo.php: multipart with a `member` field and one `photo` file (the photo pipeline's
 * types and size). Answers SendMessageResponse.
 */
export const chatPhotoFields = z.object({ member: id }).strict()
