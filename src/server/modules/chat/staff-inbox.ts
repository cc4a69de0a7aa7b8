import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type { StaffInboxResponse, StaffReplyResponse } from '#shared/api/chat.js'
import type { CurrentUser } from '../auth/current-user.js'
import { likeCards } from '../likes/presenter.js'
import { cardContext } from '../members/cards.js'
import type { Site } from '../sites/service.js'
import { presentMessage, presentSentMessage } from './presenter.js'
import {
  findFictionalPair,
  insertMessage,
  listMessagesByIds,
  lockConversation,
  staffInbox,
} from './queries.js'
import { cleanText } from './rules.js'

const staffInboxPageSize = 50

/**
 * The staff's side of the chat: members' messages to the site's fictional profiles wait here, and staff
 * answer as the profile. Members' own chat is ChatService (service.ts).
 */
export class StaffInbox {
  constructor(
    private readonly db: Database,
    private readonly events: EventPublisher,
  ) {}

  /**
   * GET /api/staff/inbox.php: conversations of fictional profiles waiting for the staff's answer. Staff only:
   * the route's policy (requireStaff) lets no one else in.
   */
  async list(
    site: Site,
    user: CurrentUser,
    before: number | undefined,
    t: TFunction,
  ): Promise<StaffInboxResponse> {
    const rows = await staffInbox(this.db, site.id, { before, size: staffInboxPageSize })
    const messageIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]))
    const memberIds = [...new Set(rows.flatMap((row) => [row.member_id, row.fictional_id]))]
    const [messages, cards] = await Promise.all([
      messageIds.length ? listMessagesByIds(this.db, messageIds) : Promise.resolve([]),
      likeCards(this.db, cardContext(site, user), memberIds),
    ])
    const messageById = new Map(messages.map((row) => [row.id, row]))
    const cardById = new Map(cards.map((card) => [card.id, card]))
    return {
      conversations: rows.flatMap((row) => {
        const message = row.last_message_id === null ? undefined : messageById.get(row.last_message_id)
        const fictional = cardById.get(row.fictional_id)
        const member = cardById.get(row.member_id)
        if (!message || !fictional || !member) return []
        const context = { viewerId: row.fictional_id, otherLastRead: null, cdnPrefix: site.cdnPrefix, t }
        return [
          {
            conversation_id: row.id,
            fictional_profile: fictional,
            member,
            last_message: presentMessage(message, context),
          },
        ]
      }),
    }
  }

  /**
   * POST /api/staff/reply.php: a staff member answers as the conversation's fictional profile, free of
   * charge, and is remembered as the one who answered. Staff only: the route's policy (requireStaff) lets no
   * one else in.
   */
  async reply(
    site: Site,
    user: CurrentUser,
    input: { conversation: number; text: string },
    t: TFunction,
  ): Promise<StaffReplyResponse> {
    const text = cleanText(input.text, site.settings.message_length)
    const now = Date.now()
    const sent = await this.db.transaction().execute(async (trx) => {
      const pair = await findFictionalPair(trx, site.id, input.conversation)
      // A member who left (or was disabled) gets no more answers.
      if (pair?.memberStatus !== 'active') throw new AppError('not_found')
      await lockConversation(trx, pair.conversationId)
      const messageId = await insertMessage(
        trx,
        {
          conversationId: pair.conversationId,
          senderId: pair.fictionalId,
          kind: 'text',
          body: text,
          cost: 0,
          answeredBy: user.id,
          now,
        },
        pair.memberId,
      )
      const ids = {
        messageId,
        viewerId: pair.fictionalId,
        otherId: pair.memberId,
        conversationId: pair.conversationId,
      }
      return { ...pair, messageId, message: await presentSentMessage(trx, site, ids, t) }
    })
    this.events.publish({
      type: 'message.sent',
      messageId: sent.messageId,
      conversationId: sent.conversationId,
      senderId: sent.fictionalId,
      recipientId: sent.memberId,
    })
    return { message: sent.message }
  }
}
