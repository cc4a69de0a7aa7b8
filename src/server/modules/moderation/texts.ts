import type { Database } from '#server/db/database.js'
import type { ContentReviewMode, ReviewedTextField } from '#shared/api/staff-moderation.js'
import { deleteTextReview, findPendingText, insertTextReview, updatePendingText } from './queries.js'

type Texts = Record<ReviewedTextField, string | null>

/**
 * Puts a member's changed name and about-me text in the moderators' queue, in the caller's transaction.
 * Returns the texts to write to the profile now: all of them when the site checks after showing; when it
 * checks before, a changed text waits unseen (the profile keeps showing the one it replaces). A change
 * back to the text that shows, or an emptied about-me, needs no check and drops the waiting change.
 */
export async function queueTextChanges(
  trx: Database,
  member: { siteId: number; userId: number; shown: Texts },
  changes: Partial<Texts>,
  mode: ContentReviewMode,
  now = Date.now(),
): Promise<{ name?: string; about_me?: string | null }> {
  const write: Partial<Texts> = {}
  for (const field of ['name', 'about_me'] as const) {
    const value = changes[field]
    if (value === undefined) continue
    const pending = await findPendingText(trx, member.userId, field)
    const shown = member.shown[field]
    const before = pending ? pending.old_value : shown
    if (value === null || value === before) {
      if (pending) await deleteTextReview(trx, pending.id)
      if (value !== shown) write[field] = value
      continue
    }
    const held = pending ? pending.held === 1 : mode === 'before_showing'
    if (pending) await updatePendingText(trx, pending.id, value, now)
    else
      await insertTextReview(trx, {
        siteId: member.siteId,
        userId: member.userId,
        field,
        oldValue: shown,
        newValue: value,
        held,
        now,
      })
    if (!held) write[field] = value
  }
  // A name is never emptied (the profile form requires one); an about-me text may be.
  const { name, about_me } = write
  return { ...(name ? { name } : {}), ...(about_me === undefined ? {} : { about_me }) }
}
