import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { CurrentUser } from '../auth/current-user.js'
import { findLike } from '../likes/queries.js'
import { memberNotFound } from '../members/policy.js'
import { findMemberOfSiteFor } from '../members/queries.js'
import {
  countStarted,
  findConversationBetween,
  findMemberConversation,
  hasWritten,
  type MemberConversation,
} from './queries.js'
import { chatErrors, freeConversationLimit, mayStartConversation } from './rules.js'

export function refuseSelf(userId: number, memberId: number): void {
  if (memberId === userId)
    throw new AppError('validation_failed', { field: 'member', messageKey: chatErrors.self })
}

/**
 * A member who has not confirmed their e-mail address yet may read but not write (docs/product.md §4
 * Account).
 */
export function requireActivated(user: CurrentUser): void {
  if (user.status !== 'active') throw new AppError('activation_required')
}

export interface ChatWriter {
  activated: boolean
  paid: boolean
  /** Conversations the writer started so far. */
  started: number
}

export type WriteRefusal = 'activation_required' | 'member_invisible' | 'conversation_limit'

interface OtherMember {
  invisible: boolean
  /** The other member has written in the conversation of the two. */
  hasWritten: boolean
}

/** An invisible member can't be written to until they wrote in the conversation (docs/product.md §4). */
function isUnreachable(other: OtherMember): boolean {
  return other.invisible && !other.hasWritten
}

/**
 * Why a member may not write to another they may see, or null (docs/product.md §4 and §6): not activated yet;
 * the other is invisible and has not written in their conversation; a new conversation beyond the free
 * allowance.
 */
export function writeRefusal(
  writer: ChatWriter,
  other: OtherMember,
  hasConversation: boolean,
): WriteRefusal | null {
  if (!writer.activated) return 'activation_required'
  if (isUnreachable(other)) return 'member_invisible'
  if (!hasConversation && !mayStartConversation(writer.paid, writer.started)) return 'conversation_limit'
  return null
}

/**
 * The error a send answers. An invisible member the writer may not reach is answered exactly as an unknown
 * id: any other answer would tell that the hidden account exists.
 */
export function refusalError(refusal: WriteRefusal): AppError {
  if (refusal === 'member_invisible') return memberNotFound()
  if (refusal === 'conversation_limit')
    return new AppError('conversation_limit', {
      params: { limit: freeConversationLimit },
      details: { limit: freeConversationLimit },
    })
  return new AppError(refusal)
}

/**
 * An active member of the site, or 404: unknown, deleted, disabled and other sites' members alike; with whether
 * they and the writer blocked each other, which the caller tells only after what hides the member.
 */
async function requireActiveTarget(db: Database, siteId: number, memberId: number, writerId: number) {
  const target = await findMemberOfSiteFor(db, siteId, memberId, writerId)
  if (target?.user_status !== 'active' || target.profile_status !== 'active') throw memberNotFound()
  return target
}

/**
 * Every check of a send to `memberId`, run in the send's transaction: an active member of the site, not
 * invisible to the writer, no block either way, and no refusal of writeRefusal. Answers their conversation
 * when there is one, and whether they are a fictional profile (whose answer operators write).
 */
export async function checkRecipient(
  db: Database,
  siteId: number,
  user: CurrentUser,
  memberId: number,
  options: { lockConversation?: boolean } = {},
) {
  const target = await requireActiveTarget(db, siteId, memberId, user.id)
  const conversation = await findConversationBetween(db, user.id, memberId, {
    lock: options.lockConversation,
  })
  const other: OtherMember = {
    invisible: target.invisible === 1,
    // Asked only where it matters: a visible member may be written to either way.
    hasWritten:
      conversation && target.invisible === 1 ? await hasWritten(db, conversation.id, memberId) : false,
  }
  // Before the block: refused for a block, the writer would learn that the hidden account exists.
  if (isUnreachable(other)) throw refusalError('member_invisible')
  if (target.blocked) throw new AppError('chat_blocked')
  const writer: ChatWriter = {
    activated: user.status === 'active',
    paid: user.paidUser,
    started: conversation ? 0 : await countStarted(db, user.id),
  }
  const refusal = writeRefusal(writer, other, conversation !== undefined)
  if (refusal) throw refusalError(refusal)
  return { conversation, fictional: target.is_fictional === 1 }
}

/**
 * The conversation GET /api/chat.php shows: one of the viewer's own by id, or the one with a member. The
 * other member must be active (404 otherwise, as for another member's conversation id); a block either
 * way is 403; an invisible member who never reached the viewer is unknown (404), as member.php answers.
 */
export async function viewableConversation(
  db: Database,
  siteId: number,
  user: CurrentUser,
  query: { conversation?: number; member?: number },
): Promise<{ conversation: MemberConversation | undefined; otherId: number }> {
  let conversation: MemberConversation | undefined
  let otherId: number
  if (query.conversation !== undefined) {
    conversation = await findMemberConversation(db, siteId, query.conversation, user.id)
    if (!conversation) throw new AppError('not_found')
    otherId = conversation.other_id
  } else {
    otherId = query.member ?? 0
    refuseSelf(user.id, otherId)
    const found = await findConversationBetween(db, user.id, otherId)
    conversation = found ? await findMemberConversation(db, siteId, found.id, user.id) : undefined
  }
  const target = await requireActiveTarget(db, siteId, otherId, user.id)
  // Answered as an unknown member, and before the block, which would tell that the hidden account exists.
  if (target.invisible === 1 && !conversation && !(await findLike(db, otherId, user.id)))
    throw memberNotFound()
  if (target.blocked) throw new AppError('chat_blocked')
  return { conversation, otherId }
}
