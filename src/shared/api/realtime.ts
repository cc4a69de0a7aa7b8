import { z } from 'zod'
import type { ChatMessage } from './chat.js'
import type { MemberCard } from './members.js'

/**
 * The WebSocket at /api/ws (docs/product.md §7 Realtime): the server pushes these JSON frames to every open
 * socket of the member they concern. The socket is authenticated by the session cookie; the client never
 * needs to send anything but the ping below (any other frame closes the socket with 1008).
 */
export type RealtimeEvent =
  /**
   * A new message in one of the member's conversations (also the member's own, sent from another tab).
   * `profile` is the other member of the conversation: the sender for the recipient, the recipient for the
   * sender's own tabs.
   */
  | { type: 'message'; message: ChatMessage; profile: MemberCard }
  /** The other member read the member's messages up to `message_id`. */
  | { type: 'read'; conversation_id: number; message_id: number }
  /** The totals behind the navigation badges and the app badge changed. */
  | { type: 'unread'; num_unread_messages: number; num_new_likes: number }
  /** Someone liked the member (not yet a match). */
  | { type: 'like'; profile: MemberCard }
  /** A like made a match; both members get it ('New like!' modal). */
  | { type: 'match'; profile: MemberCard }
  /** The member removed a conversation (in another tab) or a block ended it. */
  | { type: 'chat_removed'; conversation_id: number }
  /** The member's credit balance changed. */
  | { type: 'credits'; credits: number }
  /** Staff consoles only: the operators' queue changed around this conversation; the console reads it again. */
  | { type: 'queue'; conversation_id: number }

export type RealtimeEventType = RealtimeEvent['type']

/** What a client may send: a ping, answered by {type: 'pong'}; keeps proxies from closing an idle socket. */
export const realtimeClientFrame = z.object({ type: z.literal('ping') }).strict()

export type RealtimePong = { type: 'pong' }
