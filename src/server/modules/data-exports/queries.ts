import type { Database } from '#server/db/database.js'

const exportColumns = [
  'id',
  'site_id',
  'user_id',
  'requested_by',
  'status',
  'file',
  'size_bytes',
  'created_at',
  'ready_at',
  'expires_at',
  'downloaded_at',
] as const

export type ExportRow = Awaited<ReturnType<typeof findExport>> & {}

export function findExport(db: Database, id: number) {
  return db.selectFrom('data_exports').select(exportColumns).where('id', '=', id).executeTakeFirst()
}

/** The member's own latest request (not the copies staff made). */
export function findLatestOwnExport(db: Database, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(exportColumns)
    .where('user_id', '=', userId)
    .where('requested_by', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The member's latest own request that counts against the day: every one but a failed one. */
export function findLatestCountedExport(db: Database, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(['status', 'created_at'])
    .where('user_id', '=', userId)
    .where('requested_by', 'is', null)
    .where('status', '!=', 'failed')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Every export of a member, staff copies too, newest first. */
export function listExportsOf(db: Database, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(exportColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}

/** Whether one of the member's exports of this kind (own or staff copy) is still being prepared. */
export async function hasOpenExport(db: Database, userId: number, staffCopy: boolean): Promise<boolean> {
  const row = await db
    .selectFrom('data_exports')
    .select('id')
    .where('user_id', '=', userId)
    .where('requested_by', staffCopy ? 'is not' : 'is', null)
    .where('status', 'in', ['pending', 'preparing'])
    .executeTakeFirst()
  return row !== undefined
}

export async function insertExport(
  db: Database,
  values: { siteId: number; userId: number; requestedBy: number | null; now: number },
): Promise<number> {
  const row = await db
    .insertInto('data_exports')
    .values({
      site_id: values.siteId,
      user_id: values.userId,
      requested_by: values.requestedBy,
      status: 'pending',
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The ids of exports waiting for a job: new ones, and those whose job died while preparing them. */
export async function listWaitingExports(db: Database, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'preparing'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('created_at')
    .limit(20)
    .execute()
  return rows.map((row) => row.id)
}

/** Takes a waiting export for this job; one statement, so that two processes never both take it. */
export async function claimExport(db: Database, id: number, now: number, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('data_exports')
    .set({ status: 'preparing', lease_until: now + leaseMs })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'preparing'), eb('lease_until', '<', now)]),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markReady(
  db: Database,
  id: number,
  values: { file: string; sizeBytes: number; tokenHash: string | null; now: number; expiresAt: number },
) {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      file: values.file,
      size_bytes: values.sizeBytes,
      token_hash: values.tokenHash,
      ready_at: values.now,
      expires_at: values.expiresAt,
      lease_until: null,
    })
    .where('id', '=', id)
    .execute()
}

export async function markFailed(db: Database, id: number) {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed', lease_until: null, token_hash: null })
    .where('id', '=', id)
    .execute()
}

/**
 * Uses a mailed link: the update is the check, so that two clicks cannot both get the file. Answers the
 * export's file, or nothing for an unknown, used or expired link.
 */
export async function consumeDownloadToken(db: Database, tokenHash: string, now: number) {
  return db
    .updateTable('data_exports')
    .set({ status: 'downloaded', downloaded_at: now, token_hash: null })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now)
    .returning(['id', 'file', 'user_id'])
    .executeTakeFirst()
}

export async function markStaffDownload(db: Database, id: number, now: number) {
  await db.updateTable('data_exports').set({ downloaded_at: now }).where('id', '=', id).execute()
}

/**
 * Exports whose file must go: expired ones, member copies already downloaded, and every export of an
 * account that was deleted (its data is on the way to erasure).
 */
export function listFilesToRemove(db: Database, now: number) {
  return db
    .selectFrom('data_exports')
    .innerJoin('users', 'users.id', 'data_exports.user_id')
    .select(['data_exports.id', 'data_exports.file', 'data_exports.status'])
    .where((eb) =>
      eb.or([
        eb('data_exports.expires_at', '<=', now),
        eb('data_exports.status', '=', 'downloaded'),
        eb('users.deleted_at', 'is not', null),
        eb('users.status', 'in', ['deleted', 'erased']),
      ]),
    )
    .where((eb) =>
      eb.or([eb('data_exports.file', 'is not', null), eb('data_exports.status', 'in', ['ready', 'pending'])]),
    )
    .limit(200)
    .execute()
}

/** A removed file's export: an expired one stays as a row (so the 24 hours still count), without file or link. */
export async function markFileRemoved(db: Database, id: number, status: string) {
  await db
    .updateTable('data_exports')
    .set({ file: null, token_hash: null, status: status === 'downloaded' ? 'downloaded' : 'expired' })
    .where('id', '=', id)
    .execute()
}
