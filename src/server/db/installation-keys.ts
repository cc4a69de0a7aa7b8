import type { Database } from './database.js'

async function readKey(db: Database, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('installation_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.value
}

/**
 * A secret of the installation (VAPID keys, the unsubscribe-link secret): made on first use and kept in
 * the database, so that every server process and every restart uses the same one. The insert does
 * nothing when another process got there first; the row read afterwards is the one all of them use.
 */
export async function installationKey(
  db: Database,
  name: string,
  make: () => string | Promise<string>,
): Promise<string> {
  const stored = await readKey(db, name)
  if (stored) return stored
  await db
    .insertInto('installation_keys')
    .values({ name, value: await make(), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const kept = await readKey(db, name)
  if (!kept) throw new Error(`installation key ${name} could not be stored`)
  return kept
}
