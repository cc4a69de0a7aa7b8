import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

/** Names this process when it holds a lease. */
export const processHolder = `${process.pid}-${randomBytes(4).toString('hex')}`

/**
 * Takes the named lease for `ms` if nobody holds it (or the holder's time ran out). One statement on
 * both engines, so two processes asking at once cannot both win.
 */
export async function takeLease(
  db: Database,
  name: string,
  ms: number,
  holder = processHolder,
): Promise<boolean> {
  const now = Date.now()
  await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + ms })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: now + ms })
        .where('job_leases.expires_at', '<', now),
    )
    .execute()
  const lease = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst()
  return lease?.holder === holder
}

export async function releaseLease(db: Database, name: string, holder = processHolder): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute()
}
