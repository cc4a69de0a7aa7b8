import { type Insertable, sql, type Updateable } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DiscountCodesTable } from '#server/db/schema.js'
import { discountPageSize } from '#shared/api/staff-discounts.js'
import { codeColumns } from '../discounts/queries.js'

export interface DiscountFilter {
  /** null: every site. */
  siteIds: readonly number[] | null
  site?: number
  status?: 'active' | 'paused' | 'expired'
  search?: string
  page: number
  now: number
}

const deskColumns = [...codeColumns, 'created_at'] as const

/** `_` and `%` are wildcards of LIKE; a code may hold `_`, which must match itself. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replaceAll('\\', '\\\\').replaceAll('_', '\\_').replaceAll('%', '\\%')}%`
}

/** A page of codes, newest first; one row more than the page, so the caller knows whether more follow. */
export async function listCodes(db: Database, filter: DiscountFilter) {
  if (filter.siteIds !== null && filter.siteIds.length === 0) return []
  let query = db.selectFrom('discount_codes').select(deskColumns)
  if (filter.siteIds !== null) query = query.where('site_id', 'in', filter.siteIds)
  if (filter.site !== undefined) query = query.where('site_id', '=', filter.site)
  if (filter.search)
    query = query.where(sql<boolean>`lower(code) like ${likePattern(filter.search)} escape '\\'`)
  if (filter.status === 'expired')
    query = query.where('expires_at', 'is not', null).where('expires_at', '<=', filter.now)
  if (filter.status === 'active' || filter.status === 'paused')
    query = query
      .where('status', '=', filter.status)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', filter.now)]))
  return query
    .orderBy('id', 'desc')
    .limit(discountPageSize + 1)
    .offset((filter.page - 1) * discountPageSize)
    .execute()
}

export type DeskCodeRow = NonNullable<Awaited<ReturnType<typeof findDeskCode>>>

export function findDeskCode(db: Database, id: number) {
  return db.selectFrom('discount_codes').select(deskColumns).where('id', '=', id).executeTakeFirst()
}

/** Another code of the site with this text, whatever its case. */
export async function codeTaken(db: Database, siteId: number, code: string, exceptId: number | null) {
  let query = db
    .selectFrom('discount_codes')
    .select('id')
    .where('site_id', '=', siteId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
  if (exceptId !== null) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The number of completed uses of each code. */
export async function countUses(db: Database, codeIds: number[]): Promise<Map<number, number>> {
  if (codeIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('discount_code_uses')
    .select((eb) => ['discount_code_id', eb.fn.countAll().as('uses')])
    .where('discount_code_id', 'in', codeIds)
    .groupBy('discount_code_id')
    .execute()
  return new Map(rows.map((row) => [row.discount_code_id, Number(row.uses)]))
}

/**
 * What the completed payments with each code brought, per currency: their amounts less what was refunded
 * or charged back. A payment counts once it completed, whatever happened to it since.
 */
export async function revenues(db: Database, codeIds: number[]) {
  if (codeIds.length === 0) return []
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [
      'discount_code_id',
      'currency',
      eb.fn.sum<number | string>('amount_cents').as('amount'),
      eb.fn.sum<number | string>('amount_refunded_cents').as('refunded'),
      eb.fn.sum<number | string>('amount_charged_back_cents').as('charged_back'),
    ])
    .where('discount_code_id', 'in', codeIds)
    .where('completed_at', 'is not', null)
    .groupBy(['discount_code_id', 'currency'])
    .orderBy('currency')
    .execute()
  // PostgreSQL answers sums as strings.
  return rows.map((row) => ({
    codeId: Number(row.discount_code_id),
    currency: row.currency,
    cents: Number(row.amount) - Number(row.refunded) - Number(row.charged_back),
  }))
}

/** The latest uses of a code with the member and the payment. */
export function latestUses(db: Database, codeId: number, limit = 50) {
  return db
    .selectFrom('discount_code_uses as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.user_id')
    .leftJoin('payments as pay', 'pay.id', 'u.payment_id')
    .select([
      'u.id',
      'u.user_id',
      'u.payment_id',
      'u.created_at',
      'p.name',
      'pay.amount_cents',
      'pay.amount_refunded_cents',
      'pay.amount_charged_back_cents',
      'pay.currency',
    ])
    .where('u.discount_code_id', '=', codeId)
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute()
}
export type UseRow = Awaited<ReturnType<typeof latestUses>>[number]

/** The currencies of the site's bundles: a code's currency is one of them. */
export async function bundleCurrencies(db: Database, siteId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('bundles')
    .select('currency')
    .where('site_id', '=', siteId)
    .distinct()
    .execute()
  return new Set(rows.map((row) => row.currency.toUpperCase()))
}

export async function isMemberOf(db: Database, siteId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertCode(trx: Database, code: Insertable<DiscountCodesTable>): Promise<number> {
  const row = await trx.insertInto('discount_codes').values(code).returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function updateCode(trx: Database, id: number, changes: Updateable<DiscountCodesTable>) {
  await trx.updateTable('discount_codes').set(changes).where('id', '=', id).execute()
}
