import { welcomeCode, welcomePercentage } from '#shared/api/payments.js'
import { interestSlugs } from '#shared/data/interests.js'
import { regions } from '#shared/data/regions.js'
import type { Database } from '../database.js'

/**
 * The gifts every site offers (site_id null), cheapest-looking first; names are the catalogue's
 * gifts.<slug>, images ship with the web app, and credits null is the site's gift_credits.
 */
export const globalGifts = [
  'rose',
  'heart',
  'coffee',
  'chocolates',
  'cocktail',
  'teddy_bear',
  'champagne',
  'diamond_ring',
] as const

/** Adds the global gifts that are missing; an operator's changes to existing ones are kept. */
async function syncGifts(db: Database): Promise<void> {
  const existing = await db.selectFrom('gifts').select('slug').where('site_id', 'is', null).execute()
  const known = new Set(existing.map((row) => row.slug))
  const missing = globalGifts.flatMap((slug, index) =>
    known.has(slug)
      ? []
      : [{ site_id: null, slug, image: `/gifts/${slug}.svg`, credits: null, sort_order: index }],
  )
  if (missing.length > 0) await db.insertInto('gifts').values(missing).execute()
}

/**
 * Gives every site that lacks it the welcome code of docs/product.md §9 (TIMEBONUS25, 25.0 percent, active,
 * once-per-user), which is also the code behind the time bonus. A site that has it keeps its own
 * settings, so an operator can switch the welcome discount off by changing its status.
 */
export async function syncWelcomeCodes(db: Database, now = Date.now()): Promise<void> {
  const sites = await db.selectFrom('sites').select('id').execute()
  if (sites.length === 0) return
  await db
    .insertInto('discount_codes')
    .values(
      sites.map((site) => ({
        site_id: site.id,
        code: welcomeCode,
        value_percentage: welcomePercentage,
        minimum_order_value: 0,
        status: 'active',
        validity: 'once-per-user',
        paymentmethods: '[]',
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['site_id', 'code']).doNothing())
    .execute()
}

/**
 * Brings the reference data (interests, regions, gifts, each site's welcome code) in line with the lists shipped in the code.
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
      // A region's kind may be corrected in a later release (Germany's and Austria's Länder are no states);
      // only a row whose kind differs is written, so an ordinary start writes nothing.
      .onConflict((oc) =>
        oc
          .columns(['country', 'code'])
          .doUpdateSet({ kind: (eb) => eb.ref('excluded.kind') })
          .whereRef('regions.kind', '<>', 'excluded.kind'),
      )
      .execute()
  }
  await syncGifts(db)
  await syncWelcomeCodes(db)
}
