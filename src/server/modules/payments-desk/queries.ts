import { sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { PaymentStatusFilter } from '#shared/api/staff-payments.js'

export interface PaymentFilter {
  /** null: every site. */
  siteIds: readonly number[] | null
  memberId?: number
  /** Part of the member's e-mail address or profile name, any case. */
  memberText?: string
  providerPaymentId?: string
  status?: PaymentStatusFilter
  method?: string
  country?: string
  site?: number
  /** Epoch milliseconds, from included, until excluded. */
  from?: number
  until?: number
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function deskSelect(db: Database) {
  return db
    .selectFrom('payments as pay')
    .innerJoin('users as u', 'u.id', 'pay.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'pay.user_id')
}

function filtered(db: Database, filter: PaymentFilter) {
  return deskSelect(db).where((eb) => {
    const conditions = []
    if (filter.siteIds !== null) conditions.push(eb('pay.site_id', 'in', filter.siteIds))
    if (filter.site !== undefined) conditions.push(eb('pay.site_id', '=', filter.site))
    if (filter.memberId !== undefined) conditions.push(eb('pay.user_id', '=', filter.memberId))
    if (filter.memberText !== undefined) {
      const pattern = likePattern(filter.memberText)
      conditions.push(
        eb.or([
          eb(sql<string>`lower(u.email)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(p.name)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      )
    }
    if (filter.providerPaymentId !== undefined)
      conditions.push(eb('pay.provider_payment_id', '=', filter.providerPaymentId))
    // Refunded in part: still paid, with some of it given back.
    if (filter.status === 'partly_refunded')
      conditions.push(eb('pay.status', '=', 'paid'), eb('pay.amount_refunded_cents', '>', 0))
    else if (filter.status !== undefined) conditions.push(eb('pay.status', '=', filter.status))
    if (filter.method !== undefined) conditions.push(eb('pay.method', '=', filter.method))
    if (filter.country !== undefined) conditions.push(eb('pay.country', '=', filter.country))
    if (filter.from !== undefined) conditions.push(eb('pay.created_at', '>=', filter.from))
    if (filter.until !== undefined) conditions.push(eb('pay.created_at', '<', filter.until))
    return eb.and(conditions)
  })
}

const listColumns = [
  'pay.id',
  'pay.site_id',
  'pay.user_id',
  'pay.bundle_id',
  'pay.provider',
  'pay.provider_payment_id',
  'pay.method',
  'pay.country',
  'pay.currency',
  'pay.amount_cents',
  'pay.credits',
  'pay.discount_code_id',
  'pay.discount_percentage',
  'pay.discount_withdrawn',
  'pay.status',
  'pay.created_at',
  'pay.completed_at',
  'pay.amount_refunded_cents',
  'pay.amount_charged_back_cents',
  'u.email',
  'p.name',
] as const

/** One page, newest first (ids grow with time, and the id breaks ties of the same millisecond). */
export function listDeskPayments(
  db: Database,
  filter: PaymentFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .select(listColumns)
    .orderBy('pay.created_at', 'desc')
    .orderBy('pay.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export type DeskPaymentRow = Awaited<ReturnType<typeof listDeskPayments>>[number]

export async function countDeskPayments(db: Database, filter: PaymentFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findDeskPayment(db: Database, id: number) {
  return deskSelect(db)
    .leftJoin('discount_codes as dc', 'dc.id', 'pay.discount_code_id')
    .select([...listColumns, 'dc.code as discount_code'])
    .where('pay.id', '=', id)
    .executeTakeFirst()
}

export type DeskPaymentDetailRow = NonNullable<Awaited<ReturnType<typeof findDeskPayment>>>

export function listPaymentEvents(db: Database, paymentId: number) {
  return (
    db
      .selectFrom('payment_events as e')
      .leftJoin('users as s', 's.id', 'e.staff_id')
      .leftJoin('profiles as sp', 'sp.user_id', 'e.staff_id')
      .select([
        'e.id',
        'e.kind',
        'e.status',
        'e.amount_cents',
        'e.staff_id',
        'e.detail',
        'e.created_at',
        's.email as staff_email',
        'sp.name as staff_name',
      ])
      .where('e.payment_id', '=', paymentId)
      // In the order things happened: a refund asked for comes before its webhook, whichever was written first.
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute()
  )
}

export type PaymentEventRow = Awaited<ReturnType<typeof listPaymentEvents>>[number]

/** The ledger rows a payment caused: its grant and its reversals (reference `payment:<id>`). */
export function listPaymentLedger(db: Database, userId: number, paymentId: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'amount', 'kind', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .where('reference', '=', `payment:${paymentId}`)
    .orderBy('id')
    .execute()
}

export type PaymentLedgerRowData = Awaited<ReturnType<typeof listPaymentLedger>>[number]
