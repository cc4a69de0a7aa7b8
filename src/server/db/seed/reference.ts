import { interestSlugs } from '../../../shared/data/interests.js'
import { regions } from '../../../shared/data/regions.js'
import type { Database } from '../database.js'

/**
 * Brings the reference data (interests, regions) in line with the lists shipped in the code.
 * Idempotent: rows that exist are left alone, so their ids stay stable.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db
    .insertInto('interests')
    .values(interestSlugs.map((slug, index) => ({ slug, sort_order: index })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute()
  const chunk = 200
  for (let start = 0; start < regions.length; start += chunk) {
    await db
      .insertInto('regions')
      .values(
        regions
          .slice(start, start + chunk)
          .map(({ country, code, name, kind }) => ({ country, code, name, kind })),
      )
      .onConflict((oc) => oc.columns(['country', 'code']).doNothing())
      .execute()
  }
}
