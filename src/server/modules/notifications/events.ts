import type { Database } from '#server/db/database.js'
import type { DomainEvent } from '#server/realtime/events.js'
import type { NotificationType } from '#shared/api/notifications.js'
import { isFirstMessage } from '../push/queries.js'
import type { LikePayload, NewConversationPayload, NewMessagesPayload } from './event-mails.js'
import { notificationWanted } from './preferences.js'
import { enqueueMail } from './queries.js'

/**
 * Queues the event mails as push reacts to the same events: once per event, in the process that published it
 * (EventPublisher.onPublish). Each mail waits the batch delay, so that later messages join it and a message
 * read (or a like taken back) meanwhile sends nothing.
 */
export class NotificationEvents {
  constructor(
    private readonly db: Database,
    private readonly batchDelayMs: number,
  ) {}

  async handle(event: DomainEvent, now = Date.now()): Promise<void> {
    if (event.type === 'message.sent') return this.messageSent(event, now)
    if (event.type === 'like.created') return this.liked(event, now)
  }

  private async messageSent(event: Extract<DomainEvent, { type: 'message.sent' }>, now: number) {
    const recipientId = event.recipientId
    if (await isFirstMessage(this.db, event.conversationId, event.messageId)) {
      const payload: NewConversationPayload = {
        conversationId: event.conversationId,
        senderId: event.senderId,
        messageId: event.messageId,
      }
      const key = `new_conversations:${recipientId}:${event.conversationId}`
      return this.queue(recipientId, 'new_conversations', key, payload, now)
    }
    // One waiting mail per member: a later message finds the key taken and joins it.
    const payload: NewMessagesPayload = { fromMessageId: event.messageId }
    return this.queue(recipientId, 'new_messages', `new_messages:${recipientId}`, payload, now)
  }

  private async liked(event: Extract<DomainEvent, { type: 'like.created' }>, now: number) {
    const payload: LikePayload = { likerId: event.likerId, match: event.match }
    const key = `like:${event.likedId}:${event.likerId}`
    return this.queue(event.likedId, 'like', key, payload, now)
  }

  /**
   * Members who would never get the mail (fictional profiles, the type turned off, mail stopped) get no
   * row; the sender asks again right before sending, for changes made while the mail waits.
   */
  private async queue(
    userId: number,
    type: NotificationType,
    batchKey: string,
    payload: object,
    now: number,
  ): Promise<void> {
    if (!(await notificationWanted(this.db, userId, type, 'email'))) return
    await enqueueMail(
      this.db,
      { userId, type, batchKey, dueAt: now + this.batchDelayMs, payload: { ...payload } },
      now,
    )
  }
}
