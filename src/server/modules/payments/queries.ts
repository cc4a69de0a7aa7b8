import type { Database } from '#server/db/database.js'
import { supportsRowLocks } from '#server/db/database.js'
import { insertPaymentEvent } from './events.js'

export type BundleRow = NonNullable<Awaited<ReturnType<typeof findBundle>>>
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>

const bundleColumns = [
  'id',
  'site_id',
  'currency',
  'price_cents',
  'credits',
  'bonus_credits',
  'best_value',
] as const

/** The site's active bundles in one currency, in the operator's order. */
export function listBundles(db: Database, siteId: number, currency: string) {
  return db
    .selectFrom('bundles')
    .select(bundleColumns)
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

/** An active bundle of this site; another site's bundle is not found. */
export function findBundle(db: Database, siteId: number, bundleId: number) {
  return db
    .selectFrom('bundles')
    .select(bundleColumns)
    .where('id', '=', bundleId)
    .where('site_id', '=', siteId)
    .where('active', '=', 1)
    .executeTakeFirst()
}

export interface NewPayment {
  siteId: number
  userId: number
  bundleId: number
  provider: string
  providerPaymentId: string | null
  method: string
  country: string
  currency: string
  amountCents: number
  credits: number
  discountCodeId: number | null
  discountPercentage: number
  status: string
  now: number
}

export async function insertPayment(trx: Database, p: NewPayment): Promise<number> {
  const row = await trx
    .insertInto('payments')
    .values({
      site_id: p.siteId,
      user_id: p.userId,
      bundle_id: p.bundleId,
      provider: p.provider,
      provider_payment_id: p.providerPaymentId,
      method: p.method,
      country: p.country,
      currency: p.currency,
      amount_cents: p.amountCents,
      credits: p.credits,
      discount_code_id: p.discountCodeId,
      discount_percentage: p.discountPercentage,
      status: p.status,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await insertPaymentEvent(trx, { paymentId: row.id, kind: 'created', status: p.status, now: p.now })
  return row.id
}

const paymentColumns = [
  'id',
  'site_id',
  'user_id',
  'bundle_id',
  'provider',
  'provider_payment_id',
  'method',
  'country',
  'currency',
  'amount_cents',
  'credits',
  'discount_code_id',
  'discount_percentage',
  'discount_withdrawn',
  'status',
  'created_at',
  'completed_at',
  'amount_refunded_cents',
  'amount_charged_back_cents',
] as const

export function findPayment(db: Database, paymentId: number) {
  return db.selectFrom('payments').select(paymentColumns).where('id', '=', paymentId).executeTakeFirst()
}

/** The payment a provider's id names, held for update on PostgreSQL (SQLite has the one writer). */
export function lockPaymentByProviderId(trx: Database, provider: string, providerPaymentId: string) {
  const query = trx
    .selectFrom('payments')
    .select(paymentColumns)
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
  return (supportsRowLocks(trx) ? query.forUpdate() : query).executeTakeFirst()
}

export function findPaymentByProviderId(db: Database, provider: string, providerPaymentId: string) {
  return db
    .selectFrom('payments')
    .select(paymentColumns)
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst()
}

export async function setProviderPaymentId(db: Database, paymentId: number, providerPaymentId: string) {
  await db
    .updateTable('payments')
    .set({ provider_payment_id: providerPaymentId, updated_at: Date.now() })
    .where('id', '=', paymentId)
    .execute()
}

export async function updatePayment(
  trx: Database,
  paymentId: number,
  changes: {
    status: string
    completed_at: number | null
    amount_refunded_cents: number
    amount_charged_back_cents: number
    now: number
  },
) {
  await trx
    .updateTable('payments')
    .set({
      status: changes.status,
      completed_at: changes.completed_at,
      amount_refunded_cents: changes.amount_refunded_cents,
      amount_charged_back_cents: changes.amount_charged_back_cents,
      updated_at: changes.now,
    })
    .where('id', '=', paymentId)
    .execute()
}

export async function markPaidUser(trx: Database, userId: number) {
  await trx
    .updateTable('users')
    .set({ paid_user: 1, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute()
}

/** A payment whose once-per-user code went to another purchase first: the credits its money buys at full price. */
export async function withdrawDiscount(trx: Database, paymentId: number, credits: number, now: number) {
  await trx
    .updateTable('payments')
    .set({ credits, discount_withdrawn: 1, updated_at: now })
    .where('id', '=', paymentId)
    .execute()
}

export function paymentsOf(db: Database, siteId: number, userId: number) {
  return db
    .selectFrom('payments')
    .select(paymentColumns)
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
}

/** The member's last completed purchase through a provider (direct debit has its own page). */
export function lastCompletedOrder(db: Database, siteId: number, userId: number) {
  return db
    .selectFrom('payments')
    .select(['bundle_id', 'method'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export function ledgerOf(db: Database, userId: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'amount', 'kind', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
}

export function customerOf(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'profiles.name', 'profiles.country'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

/** A bundle's price and credits, for an invoice. */
export function findBundlePrices(db: Database, bundleId: number) {
  return db
    .selectFrom('bundles')
    .select(['price_cents', 'credits', 'bonus_credits'])
    .where('id', '=', bundleId)
    .executeTakeFirst()
}
