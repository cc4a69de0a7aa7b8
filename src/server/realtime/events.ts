import { EventEmitter } from 'node:events'

/**
 * What happened, in ids only: small enough for a PostgreSQL NOTIFY payload, and presented afresh for each
 * socket by the dispatcher (docs/architecture.md §6). Services publish them after their transaction
 * committed.
 */
export type DomainEvent =
  | { type: 'message.sent'; messageId: number; conversationId: number; senderId: number; recipientId: number }
  /** A member's message held back for review: only the sender's own tabs show it (message.sent follows on clearing). */
  | { type: 'message.held'; messageId: number; conversationId: number; senderId: number; recipientId: number }
  | {
      type: 'conversation.read'
      conversationId: number
      readerId: number
      otherId: number
      messageId: number
    }
  | { type: 'conversation.removed'; conversationId: number; userId: number }
  | { type: 'like.created'; likerId: number; likedId: number; match: boolean }
  /** A member's unread or new-like totals changed without a new message or like (a like seen, a block). */
  | { type: 'badges.changed'; userId: number }
  | { type: 'credits.changed'; userId: number }
  /** A block was set or lifted: every process forgets the two members' cached search totals. */
  | { type: 'blocks.changed'; blockerId: number; blockedId: number }
  /** Sessions of the member ended (logout, password change or reset, deletion): their sockets must go. */
  | { type: 'sessions.ended'; userId: number }
  /** A site's settings, domains or company changed in the back-office: every process forgets its cache. */
  | { type: 'site.changed'; siteId: number }
  /** The operators' queue changed: a member wrote to a fictional profile, a claim was taken or let go, an answer sent. */
  | { type: 'queue.changed'; siteId: number; conversationId: number }

export type DomainEventHandler = (event: DomainEvent) => void | Promise<void>

/**
 * Carries events to every server process (this one included), for the sockets each of them holds. The
 * in-process bus serves one process; with PostgreSQL, LISTEN/NOTIFY reaches all of them.
 */
export interface EventBus {
  publish(event: DomainEvent): Promise<void>
  subscribe(handler: DomainEventHandler): () => void
  close(): Promise<void>
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(event) {
      emitter.emit('event', event)
    },
    subscribe(handler) {
      const listener = (event: DomainEvent) => void handler(event)
      emitter.on('event', listener)
      return () => emitter.off('event', listener)
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

interface Logger {
  error(object: object, message: string): void
}

/**
 * The one way services announce events. Handlers added with `onPublish` run once, in the process that
 * published (web push, mails: never once per server process); the bus then takes the event to every
 * process's sockets. A failing handler or bus is logged and never fails the request that published.
 */
export class EventPublisher {
  private readonly once: DomainEventHandler[] = []

  constructor(
    private readonly bus: EventBus,
    private readonly log: Logger,
  ) {}

  onPublish(handler: DomainEventHandler): void {
    this.once.push(handler)
  }

  subscribe(handler: DomainEventHandler): () => void {
    return this.bus.subscribe(handler)
  }

  publish(event: DomainEvent): void {
    for (const handler of this.once) {
      Promise.resolve()
        .then(() => handler(event))
        .catch((err: unknown) => this.log.error({ err, event }, 'event handler failed'))
    }
    this.bus
      .publish(event)
      .catch((err: unknown) => this.log.error({ err, event }, 'event bus publish failed'))
  }
}
