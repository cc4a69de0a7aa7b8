// Member search reads only indexes: the filter columns first, then everything ranking and hiding need, so
// that neither engine opens a profile row until the page's 24 members are known. They replace the narrower
// search indexes of 0001, which they extend. Frozen: never import application code here.
import type { AnyDb } from './helpers.js'

const ranking = ['status', 'last_active_at', 'has_photo', 'latitude', 'longitude', 'user_id']

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('profiles_search_cover_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'gender', 'country', 'birth_date', ...ranking])
    .execute()
  await db.schema
    .createIndex('profiles_region_cover_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'country', 'region_id', 'gender', 'birth_date', ...ranking])
    .execute()
  await db.schema.dropIndex('profiles_search_idx').execute()
  await db.schema.dropIndex('profiles_region_idx').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('profiles_search_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'gender', 'country', 'birth_date'])
    .execute()
  await db.schema
    .createIndex('profiles_region_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'country', 'region_id', 'gender', 'birth_date'])
    .execute()
  await db.schema.dropIndex('profiles_region_cover_idx').execute()
  await db.schema.dropIndex('profiles_search_cover_idx').execute()
}
