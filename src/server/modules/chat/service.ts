import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type {
  ChatDeleteResponse,
  ChatReadResponse,
  ChatResponse,
  ChatsResponse,
  GiftsResponse,
  SendMessageResponse,
} from '#shared/api/chat.js'
import { chatPageSize } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { badgeTotals } from '../auth/badges.js'
import type { CurrentUser } from '../auth/current-user.js'
import { spend } from '../credits/ledger.js'
import { balanceOf } from '../credits/queries.js'
import { likeCards } from '../likes/presenter.js'
import { cardContext } from '../members/cards.js'
import { memberNotFound } from '../members/policy.js'
import { findMemberOfSite, lockMembers, profileCountry } from '../members/queries.js'
import { checkMessage, recordHits } from '../message-review/check.js'
import { selectedCountry } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import { enqueueConversation } from '../staff-console/queue.js'
import {
  type ChatWriter,
  checkRecipient,
  refuseSelf,
  requireActivated,
  viewableConversation,
  writeRefusal,
} from './policy.js'
import {
  type MessageContext,
  presentChatEntry,
  presentGift,
  presentMessage,
  presentSentMessage,
  type SentContent,
} from './presenter.js'
import {
  type ChatPhotoFiles,
  countStarted,
  ensureConversation,
  findGift,
  findLastMessageOf,
  findMemberConversation,
  findMessageIn,
  hasHiddenHistory,
  hasWritten,
  insertChatPhoto,
  insertMessage,
  lastReadOf,
  listChats,
  listGifts,
  lockConversation,
  markRead,
  pageOfMessages,
  removeForMember,
} from './queries.js'
import { chatCosts, chatErrors, cleanGiftLine, cleanText, historyStart, messageCost } from './rules.js'

/** What a member sends: the text or gift is checked already, the photo's files stored already. */
export type Outgoing =
  | { kind: 'text'; text: string }
  | {
      kind: 'gift'
      text: string | null
      gift: { id: number; slug: string; image: string; credits: number | null }
    }
  | { kind: 'photo'; photo: ChatPhotoFiles }

/**
 * A text, or a gift of the site with an optional line, checked for what it carries before anything is
 * written: a member's message and an operator's answer alike.
 */
export async function checkOutgoing(
  db: Database,
  site: Site,
  input: { text?: string; gift?: number },
): Promise<Exclude<Outgoing, { kind: 'photo' }>> {
  const maxLength = site.settings.message_length
  if (input.gift === undefined) return { kind: 'text', text: cleanText(input.text ?? '', maxLength) }
  const text = cleanGiftLine(input.text, maxLength)
  const gift = await findGift(db, site.id, input.gift)
  if (!gift) throw new AppError('validation_failed', { field: 'gift', messageKey: chatErrors.unknownGift })
  return { kind: 'gift', text, gift }
}

/** What an outgoing message carries, as presentSentMessage shows it. */
export function contentOf(outgoing: Outgoing): SentContent {
  if (outgoing.kind === 'photo') return { kind: 'photo', body: null, gift: null, photo: outgoing.photo }
  if (outgoing.kind === 'gift') return { kind: 'gift', body: outgoing.text, gift: outgoing.gift, photo: null }
  return { kind: 'text', body: outgoing.text, gift: null, photo: null }
}

export interface ViewerFacts {
  t: TFunction
  geoCountry: string | null
}

export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly events: EventPublisher,
  ) {}

  /** GET /api/chats.php: the viewer's list, the other members' cards and the badge totals. */
  async chats(site: Site, user: CurrentUser): Promise<ChatsResponse> {
    const [rows, totals] = await Promise.all([
      listChats(this.db, site.id, user.id),
      badgeTotals(this.db, site.id, user.id),
    ])
    const profiles = await this.cards(
      site,
      user,
      rows.map((row) => row.other_id),
    )
    const shown = new Set(profiles.map((card) => card.id))
    const chats = rows.filter((row) => shown.has(row.other_id)).map(presentChatEntry)
    return { chats, profiles, ...totals }
  }

  /**
   * GET /api/chat.php: a conversation by id, or the one with a member (which may not exist yet), one page of
   * its messages within the history the site keeps, and what the viewer may do in it.
   */
  async chat(
    site: Site,
    user: CurrentUser,
    query: { conversation?: number; member?: number; before?: number },
    facts: ViewerFacts,
  ): Promise<ChatResponse> {
    const { conversation, otherId } = await viewableConversation(this.db, site.id, user, query)
    const now = Date.now()
    const window = {
      clearedId: conversation?.cleared_message_id ?? null,
      since: historyStart(site.settings, now),
      viewerId: user.id,
    }
    const [cards, rows, hidden, otherLastRead, viewerWrote, otherWrote, target, started, credits, country] =
      await Promise.all([
        this.cards(site, user, [otherId]),
        conversation
          ? pageOfMessages(this.db, conversation.id, window, { before: query.before, size: chatPageSize })
          : [],
        conversation ? hasHiddenHistory(this.db, conversation.id, window) : false,
        conversation ? lastReadOf(this.db, conversation.id, otherId) : null,
        conversation ? hasWritten(this.db, conversation.id, user.id) : false,
        conversation ? hasWritten(this.db, conversation.id, otherId) : false,
        findMemberOfSite(this.db, site.id, otherId),
        conversation ? 0 : countStarted(this.db, user.id),
        balanceOf(this.db, user.id),
        profileCountry(this.db, user.id),
      ])
    const profile = cards[0]
    if (!profile || !target) throw memberNotFound()
    const writer: ChatWriter = { activated: user.status === 'active', paid: user.paidUser, started }
    const refusal = writeRefusal(
      writer,
      { invisible: target.invisible === 1, hasWritten: otherWrote },
      conversation !== undefined,
    )
    const context: MessageContext = {
      viewerId: user.id,
      otherLastRead,
      cdnPrefix: site.cdnPrefix,
      t: facts.t,
    }
    return {
      conversation: conversation ? { id: conversation.id } : null,
      profile,
      messages: rows
        .slice(0, chatPageSize)
        .reverse()
        .map((row) => presentMessage(row, context)),
      has_more: rows.length > chatPageSize,
      history_limited: hidden,
      can_write: refusal === null,
      cannot_write_reason: refusal,
      first_message: !viewerWrote,
      costs: chatCosts(site.settings, country, selectedCountry(site, facts.geoCountry)),
      credits,
    }
  }

  /** Cards of members the caller has decided the viewer may see (invisible ones who reached them too). */
  private cards(site: Site, user: CurrentUser, ids: number[]): Promise<MemberCard[]> {
    return likeCards(this.db, cardContext(site, user), ids)
  }

  /** PUT /api/chat-read.php: read up to a message; the other member learns it (read receipts). */
  async read(
    site: Site,
    user: CurrentUser,
    input: { conversation: number; message: number },
  ): Promise<ChatReadResponse> {
    const conversation = await findMemberConversation(this.db, site.id, input.conversation, user.id)
    if (!conversation) throw new AppError('not_found')
    const message = await findMessageIn(this.db, conversation.id, input.message)
    if (!message)
      throw new AppError('not_found', { field: 'message', messageKey: chatErrors.messageNotFound })
    // Under the conversation's lock, so that a message being sent is either counted as unread or not yet there.
    const state = await this.db.transaction().execute(async (trx) => {
      await lockConversation(trx, conversation.id)
      return markRead(trx, conversation.id, user.id, message.id)
    })
    this.events.publish({
      type: 'conversation.read',
      conversationId: conversation.id,
      readerId: user.id,
      otherId: conversation.other_id,
      messageId: state.last_read_message_id ?? message.id,
    })
    return { num_unread_messages: state.num_unread }
  }

  /** DELETE /api/chat.php: the conversation leaves the viewer's list; the other member keeps theirs. */
  async remove(site: Site, user: CurrentUser, conversationId: number): Promise<ChatDeleteResponse> {
    const conversation = await findMemberConversation(this.db, site.id, conversationId, user.id)
    if (!conversation) throw new AppError('not_found')
    await this.db.transaction().execute(async (trx) => {
      await lockConversation(trx, conversation.id)
      // The member's last message as it is now, read under the lock: a message arriving meanwhile stays
      // visible, and a held one (not theirs) is no part of what they hid.
      const current = await findLastMessageOf(trx, conversation.id, user.id)
      await removeForMember(
        trx,
        { id: conversation.id, lastMessageId: current.last_message_id },
        user.id,
        Date.now(),
      )
    })
    this.events.publish({ type: 'conversation.removed', conversationId: conversation.id, userId: user.id })
    return { removed: true }
  }

  /** GET /api/gifts.php: the site's gifts and the platform's, a site's own gift replacing one of its slug. */
  async gifts(site: Site, t: TFunction): Promise<GiftsResponse> {
    const rows = await listGifts(this.db, site.id)
    return { gifts: rows.map((row) => presentGift(row, site.settings.gift_credits, t)) }
  }

  /** A text or gift of POST /api/message.php, checked for what it carries before anything is written. */
  outgoing(site: Site, input: { text?: string; gift?: number }): Promise<Outgoing> {
    return checkOutgoing(this.db, site, input)
  }

  /**
   * The checks a send must pass, for callers that have costly work to do first (a photo to process): the
   * same checks run again in the send's transaction.
   */
  async precheck(site: Site, user: CurrentUser, memberId: number, cost: number): Promise<void> {
    refuseSelf(user.id, memberId)
    requireActivated(user)
    await checkRecipient(this.db, site.id, user, memberId)
    const credits = await balanceOf(this.db, user.id)
    if (credits < cost)
      throw new AppError('not_enough_credits', { params: { credits, cost }, details: { credits, cost } })
  }

  /**
   * One message from a member (docs/product.md §3, §4, §6): every check, the conversation (made by the first
   * message), the message and the spend in one transaction, so a refused or failed send costs nothing and two
   * sends at once never take the same credit. The member's row is locked first, so that their free
   * conversations are counted one send at a time.
   */
  async send(
    site: Site,
    user: CurrentUser,
    memberId: number,
    outgoing: Outgoing,
    t: TFunction,
  ): Promise<SendMessageResponse> {
    refuseSelf(user.id, memberId)
    requireActivated(user)
    const cost = messageCost(
      site.settings,
      outgoing.kind,
      outgoing.kind === 'gift' ? outgoing.gift.credits : undefined,
    )
    const now = Date.now()
    const sent = await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [user.id])
      // The conversation is locked as it is found (or made): one send at a time per conversation.
      const recipient = await checkRecipient(trx, site.id, user, memberId, { lockConversation: true })
      const conversation = await ensureConversation(
        trx,
        { siteId: site.id, senderId: user.id, recipientId: memberId, now },
        recipient.conversation,
      )
      const verdict = await checkMessage(trx, site.settings, {
        senderId: user.id,
        senderSignupDate: user.signupDate,
        conversationId: conversation.id,
        text: outgoing.kind === 'photo' ? null : outgoing.text,
        now,
      })
      const photoId =
        outgoing.kind === 'photo' ? await insertChatPhoto(trx, user.id, outgoing.photo, now) : null
      const messageId = await insertMessage(
        trx,
        {
          conversationId: conversation.id,
          senderId: user.id,
          kind: outgoing.kind,
          body: outgoing.kind === 'photo' ? null : outgoing.text,
          giftId: outgoing.kind === 'gift' ? outgoing.gift.id : null,
          photoId,
          cost,
          now,
          fingerprint: verdict.fingerprint,
          held: verdict.hold ? { newConversation: conversation.created } : undefined,
        },
        memberId,
      )
      if (verdict.hits.length > 0)
        await recordHits(trx, verdict, { siteId: site.id, senderId: user.id, messageId, now })
      const credits =
        cost > 0
          ? await spend(trx, {
              userId: user.id,
              amount: cost,
              reason: outgoing.kind === 'text' ? 'message' : outgoing.kind,
              reference: `message:${messageId}`,
              key: `message:${messageId}`,
              now,
            })
          : await balanceOf(trx, user.id)
      // A fictional profile's answer is an operator's work: the conversation waits in their queue (a held
      // message joins it when cleared).
      if (recipient.fictional && !verdict.hold)
        await enqueueConversation(trx, {
          conversationId: conversation.id,
          siteId: site.id,
          fictionalId: memberId,
          memberId: user.id,
          language: user.language,
          now,
        })
      const message = presentSentMessage(
        site,
        { id: messageId, conversationId: conversation.id, senderId: user.id, now },
        contentOf(outgoing),
        t,
      )
      return {
        conversationId: conversation.id,
        messageId,
        credits,
        message,
        fictional: recipient.fictional && !verdict.hold,
        held: verdict.hold,
      }
    })
    this.events.publish({
      type: sent.held ? 'message.held' : 'message.sent',
      messageId: sent.messageId,
      conversationId: sent.conversationId,
      senderId: user.id,
      recipientId: memberId,
    })
    if (cost > 0) this.events.publish({ type: 'credits.changed', userId: user.id })
    if (sent.fictional)
      this.events.publish({ type: 'queue.changed', siteId: site.id, conversationId: sent.conversationId })
    return { message: sent.message, conversation_id: sent.conversationId, credits: sent.credits }
  }
}
