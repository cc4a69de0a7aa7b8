import type { Database } from '#server/db/database.js'

/** Every region of every country, with the code the shipped towns name it by. */
export function listAllRegions(db: Database) {
  return db.selectFrom('regions').select(['id', 'country', 'code', 'name']).execute()
}
