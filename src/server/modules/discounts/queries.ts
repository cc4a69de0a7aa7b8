import { type Insertable, sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import { prebuiltFirst } from '#server/db/prebuiltQuery.js'
import type { DiscountCodesTable } from '#server/db/schema.js'

export const codeColumns = [
  'id',
  'site_id',
  'code',
  'value_percentage',
  'minimum_order_value',
  'country',
  'user_id',
  'currency',
  'status',
  'validity',
  'paymentmethods',
  'expires_at',
] as const

export type DiscountCodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>

/** A site's code by its text, whatever the case it is typed in; undefined when the site has none. */
export async function findCode(db: Database, siteId: number, code: string) {
  return codeByText(db, siteId, code.toLowerCase())
}

const codeByText = prebuiltFirst((db, siteId: number, lowerCaseCode: string) =>
  db
    .selectFrom('discount_codes')
    .select(codeColumns)
    .where('site_id', '=', siteId)
    .where(sql<string>`lower(code)`, '=', lowerCaseCode)
    .orderBy('id'),
)

export function findCodeById(db: Database, id: number) {
  return db.selectFrom('discount_codes').select(codeColumns).where('id', '=', id).executeTakeFirst()
}

/**
 * Whether the member has used the code: a use is written when a payment with it completes (or a direct
 * debit with it is confirmed), never when a checkout is only opened.
 */
export async function hasUsed(db: Database, codeId: number, userId: number): Promise<boolean> {
  return (await memberUseOf(db, codeId, userId)) !== undefined
}

const memberUseOf = prebuiltFirst((db, codeId: number, userId: number) =>
  db
    .selectFrom('discount_code_uses')
    .select('id')
    .where('discount_code_id', '=', codeId)
    .where('user_id', '=', userId),
)

/** Whether anybody has used the code (a code valid `once` in all). */
export async function hasAnyUse(db: Database, codeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('discount_code_uses')
    .select('id')
    .where('discount_code_id', '=', codeId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The site's `discount_max_percentage` setting as stored (JSON), or undefined when it is not set; read here
 * rather than from the Site, so that every caller of the member side gets it whatever it was given.
 */
export async function storedMaxPercentage(db: Database, siteId: number): Promise<number | undefined> {
  const row = await maxPercentageSetting(db, siteId)
  const value = row ? Number(JSON.parse(row.value)) : Number.NaN
  return Number.isInteger(value) ? value : undefined
}

const maxPercentageSetting = prebuiltFirst((db, siteId: number) =>
  db
    .selectFrom('site_settings')
    .select('value')
    .where('site_id', '=', siteId)
    .where('name', '=', 'discount_max_percentage'),
)

/** The member's paying state and signup date, read fresh (a purchase may have just made them paid). */
export function findMemberFacts(db: Database, siteId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'paid_user', 'signup_date'])
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
}

/**
 * Writes a use unless its key exists. `on conflict do nothing` rather than catching the unique violation,
 * so that the caller's transaction stays usable on PostgreSQL; answers false when the use was there.
 */
export async function insertUse(
  trx: Database,
  use: { discountCodeId: number; userId: number; paymentId: number | null; useKey: string; now: number },
): Promise<boolean> {
  const row = await trx
    .insertInto('discount_code_uses')
    .values({
      discount_code_id: use.discountCodeId,
      user_id: use.userId,
      payment_id: use.paymentId,
      use_key: use.useKey,
      created_at: use.now,
    })
    .onConflict((oc) => oc.column('use_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** The payment a use key was written for; undefined when the key is free, null for a use without one. */
export async function paymentOfUse(db: Database, useKey: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('discount_code_uses')
    .select('payment_id')
    .where('use_key', '=', useKey)
    .executeTakeFirst()
  return row?.payment_id
}

/** The member's stay code, if one was ever made: one per member, so the offer cannot be farmed. */
export function findStayCode(db: Database, siteId: number, userId: number, stayPrefix: string) {
  return db
    .selectFrom('discount_codes')
    .select('code')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('code', 'like', `${stayPrefix}%`)
    .executeTakeFirst()
}

export async function insertDiscountCode(db: Database, code: Insertable<DiscountCodesTable>): Promise<void> {
  await db.insertInto('discount_codes').values(code).execute()
}
