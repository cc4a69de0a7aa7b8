import type { Database } from '#server/db/database.js'
import type { EmailBlocksTable } from '#server/db/schema.js'

export type EmailBlockKind = EmailBlocksTable['kind']

const blockColumns = ['id', 'kind', 'value', 'created_at'] as const

export function listEmailBlocks(db: Database, siteId: number) {
  return db
    .selectFrom('email_blocks')
    .select(blockColumns)
    .where('site_id', '=', siteId)
    .orderBy('kind')
    .orderBy('value')
    .execute()
}

export function findEmailBlockById(db: Database, siteId: number, id: number) {
  return db
    .selectFrom('email_blocks')
    .select(blockColumns)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The block that refuses the address: the address itself or one of its domains. */
export function findMatchingBlock(db: Database, siteId: number, address: string, domains: string[]) {
  return db
    .selectFrom('email_blocks')
    .select(['id', 'kind', 'value'])
    .where('site_id', '=', siteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'address'), eb('value', '=', address)]),
        ...(domains.length > 0 ? [eb.and([eb('kind', '=', 'domain'), eb('value', 'in', domains)])] : []),
      ]),
    )
    .executeTakeFirst()
}

/** Adds a block; a block already there is left as it is (the answer is then undefined). */
export async function insertEmailBlock(
  db: Database,
  block: { siteId: number; kind: EmailBlockKind; value: string; now: number },
) {
  return db
    .insertInto('email_blocks')
    .values({ site_id: block.siteId, kind: block.kind, value: block.value, created_at: block.now })
    .onConflict((oc) => oc.columns(['site_id', 'kind', 'value']).doNothing())
    .returning(blockColumns)
    .executeTakeFirst()
}

export function deleteEmailBlock(db: Database, siteId: number, id: number) {
  return db.deleteFrom('email_blocks').where('site_id', '=', siteId).where('id', '=', id).execute()
}

/** Accounts opened on the site from one network address (its keyed hash) since a moment. */
export async function countSignupsFrom(db: Database, siteId: number, addressHash: string, since: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('site_id', '=', siteId)
    .where('signup_address_hash', '=', addressHash)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
