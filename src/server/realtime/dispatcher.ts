import type { MemberCard } from '#shared/api/members.js'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { TtlCache } from '../cache.js'
import type { Database } from '../db/database.js'
import { translatorFor } from '../i18n.js'
import { badgeTotals } from '../modules/auth/badges.js'
import { presentMessageById } from '../modules/chat/presenter.js'
import { findBalanceAndPaidUser } from '../modules/credits/queries.js'
import { likeCards } from '../modules/likes/presenter.js'
import { cardContext } from '../modules/members/cards.js'
import type { DomainEvent } from './events.js'
import { type RealtimeClient, type SocketRegistry, sendToClient } from './registry.js'
import { closeEndedSessions } from './sessions.js'

const cardTtlMs = 10_000

type Frame = RealtimeEvent | null | Promise<RealtimeEvent | null>

interface Logger {
  error(object: object, message: string): void
}

/** What building a member's frames needs: who they are and on which site, as their socket knows it. */
type Viewer = Pick<RealtimeClient, 'user' | 'site' | 'locale'>

/**
 * The one place where what happened becomes what each socket is told (docs/architecture.md §6). Every process
 * runs one, subscribed to the bus: it looks up the members an event concerns in its own registry and loads
 * from the database only for those connected here. A member's frames are built and sent one event after
 * another, so their messages arrive in order and a later total never gives way to an earlier one.
 */
export class RealtimeDispatcher {
  private readonly queues = new Map<number, Promise<void>>()
  // Two members chatting send each other message after message: the other's card is read once in a while,
  // not for every frame. A name or photo changed shows within seconds.
  private readonly cards = new TtlCache<MemberCard | null>({ ttlMs: cardTtlMs, max: 10_000 })

  constructor(
    private readonly db: Database,
    private readonly registry: SocketRegistry,
    private readonly log: Logger,
  ) {}

  /** Hands an event to the members it concerns; never throws (a failure is logged). */
  readonly handle = (event: DomainEvent): void => {
    switch (event.type) {
      case 'message.sent':
        this.deliver(event.recipientId, (viewer) => [
          this.messageFrame(viewer, event.messageId, event.senderId),
          this.unreadFrame(viewer),
        ])
        // The sender's other tabs show the message too; what it cost comes as credits.changed.
        this.deliver(event.senderId, (viewer) => [
          this.messageFrame(viewer, event.messageId, event.recipientId),
        ])
        return
      case 'message.held':
        // The recipient learns nothing until a moderator clears it; the sender sees it as sent.
        this.deliver(event.senderId, (viewer) => [
          this.messageFrame(viewer, event.messageId, event.recipientId),
        ])
        return
      case 'conversation.read':
        this.deliver(event.otherId, () => [
          { type: 'read', conversation_id: event.conversationId, message_id: event.messageId },
        ])
        this.deliver(event.readerId, (viewer) => [this.unreadFrame(viewer)])
        return
      case 'conversation.removed':
        this.deliver(event.userId, (viewer) => [
          { type: 'chat_removed', conversation_id: event.conversationId },
          this.unreadFrame(viewer),
        ])
        return
      case 'like.created':
        this.deliver(event.likedId, (viewer) => [
          this.likeFrame(viewer, event.likerId, event.match ? 'match' : 'like'),
          this.unreadFrame(viewer),
        ])
        if (event.match)
          this.deliver(event.likerId, (viewer) => [this.likeFrame(viewer, event.likedId, 'match')])
        return
      case 'badges.changed':
        this.deliver(event.userId, (viewer) => [this.unreadFrame(viewer)])
        return
      case 'credits.changed':
        this.deliver(event.userId, (viewer) => [this.creditsFrame(viewer)])
        return
      case 'blocks.changed':
        // For the search's caches only: the members' pages hear of a block through the events beside it.
        return
      case 'queue.changed':
        this.toConsoles(event.siteId, { type: 'queue', conversation_id: event.conversationId })
        return
      case 'sessions.ended':
        if (!this.registry.has(event.userId)) return
        closeEndedSessions(this.db, [...this.registry.of(event.userId)]).catch((err: unknown) =>
          this.log.error({ err, userId: event.userId }, 'realtime sessions could not be checked'),
        )
        return
    }
  }

  /**
   * Queues building and sending a member's frames behind their earlier ones, when the member has a socket
   * here. The frames of one event are loaded at once and sent in their order; those that come out null (a
   * message or member gone meanwhile) are left out.
   */
  private deliver(userId: number, build: (viewer: Viewer) => Frame[]): void {
    if (!this.registry.has(userId)) return
    const previous = this.queues.get(userId) ?? Promise.resolve()
    const next = previous.then(async () => {
      const viewer = this.viewerOf(userId)
      if (!viewer) return
      for (const frame of await Promise.all(build(viewer))) if (frame) this.registry.send(userId, frame)
    })
    const settled = next.catch((err: unknown) =>
      this.log.error({ err, userId }, 'realtime frames could not be built'),
    )
    this.queues.set(userId, settled)
    void settled.then(() => {
      if (this.queues.get(userId) === settled) this.queues.delete(userId)
    })
  }

  /** The consoles of the operators and admins who answer to the site: a frame of ids, loaded by the page. */
  private toConsoles(siteId: number, frame: RealtimeEvent): void {
    for (const client of this.registry.staff()) {
      const { role, staffSites } = client.user
      if ((role === 'admin' || role === 'operator') && (staffSites === null || staffSites.includes(siteId)))
        sendToClient(client, frame)
    }
  }

  private viewerOf(userId: number): Viewer | undefined {
    for (const client of this.registry.of(userId)) return client
    return undefined
  }

  private async unreadFrame(viewer: Viewer): Promise<RealtimeEvent> {
    return { type: 'unread', ...(await badgeTotals(this.db, viewer.site.id, viewer.user.id)) }
  }

  /** The balance, and the paid flag the member's sockets present private photos by. */
  private async creditsFrame(viewer: Viewer): Promise<RealtimeEvent | null> {
    const row = await findBalanceAndPaidUser(this.db, viewer.user.id)
    if (!row) return null
    for (const client of this.registry.of(viewer.user.id))
      client.user = { ...client.user, credits: row.credits, paidUser: row.paid_user === 1 }
    return { type: 'credits', credits: row.credits }
  }

  private async likeFrame(
    viewer: Viewer,
    memberId: number,
    type: 'like' | 'match',
  ): Promise<RealtimeEvent | null> {
    const card = await this.cardOf(viewer, memberId)
    return card ? { type, profile: card } : null
  }

  private async messageFrame(
    viewer: Viewer,
    messageId: number,
    otherId: number,
  ): Promise<RealtimeEvent | null> {
    const [message, card] = await Promise.all([
      presentMessageById(this.db, messageId, viewer.user.id, {
        cdnPrefix: viewer.site.cdnPrefix,
        t: translatorFor(viewer.locale),
      }),
      this.cardOf(viewer, otherId),
    ])
    return message && card ? { type: 'message', message, profile: card } : null
  }

  /**
   * Members an event names have reached the viewer (a like, a message): cards as the likes lists show them.
   * A card differs between viewers only in whether private photos are shown (paid members see them).
   */
  private cardOf(viewer: Viewer, memberId: number): Promise<MemberCard | null> {
    const key = `${viewer.site.id}:${memberId}:${viewer.user.paidUser ? 'paid' : 'free'}`
    return this.cards.getOrLoad(key, async () => {
      const [card] = await likeCards(this.db, cardContext(viewer.site, viewer.user), [memberId])
      return card ?? null
    })
  }
}
