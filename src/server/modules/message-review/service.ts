import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import type {
  ReviewAction,
  ReviewActionResponse,
  ReviewQuery,
  ReviewResponse,
} from '#shared/api/staff-message-review.js'
import { updateProfileSearchable } from '../account/queries.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { endAllSessions } from '../auth/sessions.js'
import { deliverHeld } from '../chat/queries.js'
import { lockMembers } from '../members/queries.js'
import { enqueueConversation } from '../staff-console/queue.js'
import { updateAccount } from '../staff-members/queries.js'
import { presentReview } from './presenter.js'
import {
  countHeldOf,
  dropHeld,
  findFlag,
  listFlaggedMembers,
  listHeldOf,
  listOpenFlagsOf,
  resolveFlagsOf,
} from './queries.js'

type Deps = Pick<AppDeps, 'db' | 'events'>
type Held = Awaited<ReturnType<typeof listHeldOf>>

/** The review list shows this many members at a time (the newest hits first). */
const reviewPageSize = 100

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

/**
 * The moderators' review list of the chat's spam and scam flags (docs/product.md, Spam and scam defence):
 * who was flagged and why, and the two ways out: clear (held messages delivered) or disable (dropped).
 */
export class MessageReview {
  constructor(private readonly deps: Deps) {}

  async list(staff: StaffMember, query: ReviewQuery): Promise<ReviewResponse> {
    if (query.site !== undefined && !answersTo(staff, query.site)) throw new AppError('not_found')
    const siteIds = query.site !== undefined ? [query.site] : staff.siteIds
    const { db } = this.deps
    const members = await listFlaggedMembers(db, { siteIds, limit: reviewPageSize })
    const ids = members.map((member) => member.id)
    const [flags, held] = await Promise.all([listOpenFlagsOf(db, ids), countHeldOf(db, ids)])
    return presentReview(members, flags, held)
  }

  async act(staff: StaffMember, input: ReviewAction): Promise<ReviewActionResponse> {
    const flag = await findFlag(this.deps.db, input.flag)
    if (!flag || flag.resolved_at !== null || !answersTo(staff, flag.site_id)) throw new AppError('not_found')
    return input.action === 'clear' ? this.clear(staff, flag) : this.disable(staff, flag, input.reason)
  }

  /** The flags were wrong: they are resolved and the held messages reach their recipients now. */
  private async clear(staff: StaffMember, flag: { user_id: number; site_id: number }) {
    const now = Date.now()
    const result = await this.deps.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [flag.user_id])
      const resolved = await resolveFlagsOf(trx, flag.user_id, { by: staff.user.id, as: 'cleared', now })
      const held = await listHeldOf(trx, flag.user_id)
      const language = await senderLanguage(trx, flag.user_id)
      for (const message of held) {
        await deliverHeld(trx, {
          id: message.id,
          conversationId: message.conversation_id,
          senderId: flag.user_id,
          recipientId: message.recipient_id,
          now,
        })
        if (message.is_fictional === 1)
          await enqueueConversation(trx, {
            conversationId: message.conversation_id,
            siteId: message.site_id,
            fictionalId: message.recipient_id,
            memberId: flag.user_id,
            language,
            now,
          })
      }
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'member.spam_cleared',
          siteId: flag.site_id,
          target: { kind: 'member', id: flag.user_id },
          after: { resolved_flags: resolved, delivered_messages: held.length },
        },
        now,
      )
      return { resolved, held }
    })
    this.publishDelivered(flag.user_id, result.held)
    return { member: flag.user_id, resolved_flags: result.resolved, held_messages: result.held.length }
  }

  private publishDelivered(senderId: number, held: Held) {
    for (const message of held) {
      this.deps.events.publish({
        type: 'message.sent',
        messageId: message.id,
        conversationId: message.conversation_id,
        senderId,
        recipientId: message.recipient_id,
      })
      if (message.is_fictional === 1)
        this.deps.events.publish({
          type: 'queue.changed',
          siteId: message.site_id,
          conversationId: message.conversation_id,
        })
    }
  }

  /** A spammer or scammer: the account is disabled as on the member's page, the held messages dropped. */
  private async disable(staff: StaffMember, flag: { user_id: number; site_id: number }, reason: string) {
    const now = Date.now()
    const result = await this.deps.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [flag.user_id])
      const status = await statusOf(trx, flag.user_id)
      const resolved = await resolveFlagsOf(trx, flag.user_id, { by: staff.user.id, as: 'disabled', now })
      const held = await listHeldOf(trx, flag.user_id)
      await dropHeld(trx, flag.user_id, held)
      if (status !== 'disabled') {
        await updateAccount(trx, flag.user_id, { status: 'disabled' }, now)
        await updateProfileSearchable(trx, flag.user_id, false)
      }
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'member.disabled',
          siteId: flag.site_id,
          target: { kind: 'member', id: flag.user_id },
          reason,
          before: { status },
          after: { status: 'disabled', resolved_flags: resolved, dropped_messages: held.length },
        },
        now,
      )
      return { resolved, dropped: held.length }
    })
    await endAllSessions(this.deps.db, flag.user_id)
    this.deps.events.publish({ type: 'sessions.ended', userId: flag.user_id })
    return { member: flag.user_id, resolved_flags: result.resolved, held_messages: result.dropped }
  }
}

async function statusOf(trx: AppDeps['db'], userId: number): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select('status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.status
}

async function senderLanguage(trx: AppDeps['db'], userId: number): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.language
}
