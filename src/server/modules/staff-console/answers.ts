import type { Database } from '#server/db/database.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type { Job } from '../../jobs/scheduler.js'
import { insertMessage, lockConversation } from '../chat/queries.js'
import { deleteHeldReply, dueHeldReplies, queuedSince } from './queries.js'
import { dequeueConversation } from './queue.js'

/**
 * An operator's answer as the profile: a text, a gift with an optional line, or a photo (a chat photo copied
 * from the profile's gallery, written before the answer).
 */
export interface Answer {
  conversationId: number
  siteId: number
  fictionalId: number
  memberId: number
  operatorId: number
  kind: 'text' | 'gift' | 'photo'
  body: string | null
  giftId: number | null
  photoId: number | null
}

/** Writes the answer as the profile's message, free of charge, with its operator kept beside it. */
export async function writeAnswer(trx: Database, answer: Answer, now: number): Promise<number> {
  await lockConversation(trx, answer.conversationId)
  return insertMessage(
    trx,
    {
      conversationId: answer.conversationId,
      senderId: answer.fictionalId,
      kind: answer.kind,
      body: answer.body,
      giftId: answer.giftId,
      photoId: answer.photoId,
      cost: 0,
      answeredBy: answer.operatorId,
      now,
    },
    answer.memberId,
  )
}

export function announceAnswer(events: EventPublisher, answer: Answer, messageId: number): void {
  events.publish({
    type: 'message.sent',
    messageId,
    conversationId: answer.conversationId,
    senderId: answer.fictionalId,
    recipientId: answer.memberId,
  })
  events.publish({ type: 'queue.changed', siteId: answer.siteId, conversationId: answer.conversationId })
}

/**
 * When an answer may go out: no sooner than the site's delay after the member's last message, so that a
 * profile does not answer faster than a person types. Now when the site sets none.
 */
export function sendTime(lastMemberMessage: number | null, delaySeconds: number, now: number): number {
  if (delaySeconds <= 0) return now
  return Math.max(now, (lastMemberMessage ?? 0) + delaySeconds * 1000)
}

/**
 * Sends the held answers whose time came. Each is deleted first: of two processes that find it, one sends
 * it. The conversation leaves the queue unless the member wrote again after the answer was written.
 */
export async function sendDueAnswers(
  db: Database,
  events: EventPublisher,
  now = Date.now(),
): Promise<number> {
  let sent = 0
  for (const held of await dueHeldReplies(db, now, 100)) {
    const messageId = await db.transaction().execute(async (trx) => {
      if (!(await deleteHeldReply(trx, held.id))) return null
      const id = await writeAnswer(trx, held, now)
      const waiting = await queuedSince(trx, held.conversationId)
      if (waiting !== undefined && waiting <= held.createdAt)
        await dequeueConversation(trx, held.conversationId)
      return id
    })
    if (messageId === null) continue
    announceAnswer(events, held, messageId)
    sent += 1
  }
  return sent
}

export function sendHeldAnswersJob(events: EventPublisher): Job {
  return {
    name: 'send-held-answers',
    everyMs: 3_000,
    run: async (db) => {
      await sendDueAnswers(db, events)
    },
  }
}
