import type { Database } from '#server/db/database.js'
import { insertAuditRow } from './queries.js'

/** Who did it: a staff member from an address, or the command line (`npm run staff`). */
export interface Actor {
  staffId: number
  ip: string
}

export const commandLine: Actor = { staffId: 0, ip: 'cli' }

export interface AuditEntry {
  action: string
  siteId: number | null
  target: { kind: 'member' | 'site' | 'staff' | 'complaint' | 'discount_code' | 'payment'; id: number | null }
  reason?: string | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/**
 * Writes one audit row in the caller's transaction, so that the record and the change it describes are
 * written together or not at all.
 */
export async function recordAudit(trx: Database, actor: Actor, entry: AuditEntry, now = Date.now()) {
  await insertAuditRow(trx, {
    staffId: actor.staffId,
    siteId: entry.siteId,
    ip: actor.ip,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    now,
  })
}

/** The fields whose values differ, as before and after objects holding just those. */
export function changedValues<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || before[key] === value) continue
    was[key] = before[key]
    now[key] = value
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 }
}
