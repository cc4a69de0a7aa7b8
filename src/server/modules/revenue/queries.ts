import { sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DailyFiguresTable } from '#server/db/schema.js'

/** Instants [from, to) of the job's reads. */
export interface Span {
  from: number
  to: number
}

/** Every time zone's midnight falls on a quarter hour, so quarter-hour sums still split into exact days. */
export const quarterHourMs = 900_000

/** When each real member of the site who signed up (or activated, `column`) in the span did, and their country. */
export function memberMomentsIn(
  db: Database,
  siteId: number,
  column: 'signup_date' | 'activated_at',
  span: Span,
) {
  const at = column === 'signup_date' ? 'u.signup_date' : 'u.activated_at'
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([`${at} as at`, (eb) => eb.fn.coalesce('p.country', sql.lit('')).as('country')])
    .where('u.site_id', '=', siteId)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .where(at, '>=', span.from)
    .where(at, '<', span.to)
    .execute()
}

/** Real members of the sites seen since `since` (and before `until`), per country. */
export function countSeenSince(db: Database, siteIds: readonly number[], since: number, until?: number) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      (eb) => eb.fn.coalesce('p.country', sql.lit('')).as('country'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('u.site_id', 'in', siteIds)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .where('u.last_seen_at', '>=', since)
  if (until !== undefined) query = query.where('u.last_seen_at', '<', until)
  return query.groupBy('p.country').execute()
}

/** The site's payments completed in the span, each marked whether it was the member's first. */
export function completedPaymentsIn(db: Database, siteId: number, span: Span) {
  return db
    .selectFrom('payments as p')
    .select([
      'p.user_id',
      'p.method',
      'p.country',
      'p.currency',
      'p.amount_cents',
      'p.amount_refunded_cents',
      'p.amount_charged_back_cents',
      'p.credits',
      'p.completed_at',
      ({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payments as q')
              .select('q.id')
              .whereRef('q.user_id', '=', 'p.user_id')
              .where('q.completed_at', 'is not', null)
              .where((eb) =>
                eb.or([
                  eb('q.completed_at', '<', eb.ref('p.completed_at')),
                  eb.and([
                    eb('q.completed_at', '=', eb.ref('p.completed_at')),
                    eb('q.id', '<', eb.ref('p.id')),
                  ]),
                ]),
              ),
          ),
        ).as('is_first'),
    ])
    .where('p.site_id', '=', siteId)
    .where('p.completed_at', '>=', span.from)
    .where('p.completed_at', '<', span.to)
    .execute()
}

/** Credits the site's real members spent in the span, per quarter hour, country and reason. */
export function creditsSpentIn(db: Database, siteId: number, span: Span) {
  const quarter = sql<number | string>`l.created_at / ${sql.lit(quarterHourMs)}`
  return db
    .selectFrom('credit_ledger as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      quarter.as('quarter'),
      (eb) => eb.fn.coalesce('p.country', sql.lit('')).as('country'),
      'l.reason',
      (eb) => eb.fn.sum<number | string>('l.amount').as('amount'),
    ])
    .where('u.site_id', '=', siteId)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .where('l.kind', '=', 'spend')
    .where('l.created_at', '>=', span.from)
    .where('l.created_at', '<', span.to)
    .groupBy([quarter, 'p.country', 'l.reason'])
    .execute()
}

/** Messages the site's real members sent in the span, per quarter hour and country. */
export function messagesSentIn(db: Database, siteId: number, span: Span) {
  const quarter = sql<number | string>`m.created_at / ${sql.lit(quarterHourMs)}`
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      quarter.as('quarter'),
      (eb) => eb.fn.coalesce('p.country', sql.lit('')).as('country'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('c.site_id', '=', siteId)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .where('m.created_at', '>=', span.from)
    .where('m.created_at', '<', span.to)
    .groupBy([quarter, 'p.country'])
    .execute()
}

/** When the site's payments changed since `since` (a refund, a chargeback) were completed. */
export async function completionsChangedSince(
  db: Database,
  siteId: number,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('payments')
    .select('completed_at')
    .distinct()
    .where('site_id', '=', siteId)
    .where('updated_at', '>=', since)
    .where('completed_at', 'is not', null)
    .execute()
  return rows.flatMap((row) => (row.completed_at === null ? [] : [Number(row.completed_at)]))
}

/** The site's first real signup, or null when it has no members yet. */
export async function firstSignup(db: Database, siteId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.min<number | string>('u.signup_date').as('first'))
    .where('u.site_id', '=', siteId)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .executeTakeFirst()
  return row?.first === null || row?.first === undefined ? null : Number(row.first)
}

export async function hasFigures(db: Database, siteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('daily_figures')
    .select('day')
    .where('site_id', '=', siteId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export type FigureRow = DailyFiguresTable

/**
 * Puts the figures of `days` in place of those kept: delete and insert in the caller's transaction. Past
 * days keep the active count the job recorded while they were today (it cannot be worked out afterwards).
 */
export async function replaceFigures(
  trx: Database,
  siteId: number,
  days: readonly string[],
  today: string,
  rows: readonly FigureRow[],
) {
  if (days.length === 0) return
  await trx
    .deleteFrom('daily_figures')
    .where('site_id', '=', siteId)
    .where('day', 'in', days)
    .where((eb) => eb.or([eb('figure', '!=', 'active'), eb('day', '=', today)]))
    .execute()
  const batch = 500
  for (let i = 0; i < rows.length; i += batch)
    await trx
      .insertInto('daily_figures')
      .values(rows.slice(i, i + batch))
      .execute()
}

/** The figures of the sites' days `from`…`to` summed over sites and countries (or of one country). */
export function sumFigures(
  db: Database,
  siteIds: readonly number[],
  from: string,
  to: string,
  country?: string,
) {
  let query = db
    .selectFrom('daily_figures')
    .select(['day', 'figure', 'key', 'currency', (eb) => eb.fn.sum<number | string>('value').as('value')])
    .where('site_id', 'in', siteIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
  if (country) query = query.where('country', '=', country)
  return query.groupBy(['day', 'figure', 'key', 'currency']).execute()
}

/** Revenue of the sites' days per country and currency. */
export function sumRevenueByCountry(
  db: Database,
  siteIds: readonly number[],
  from: string,
  to: string,
  country?: string,
) {
  let query = db
    .selectFrom('daily_figures')
    .select(['day', 'country', 'currency', (eb) => eb.fn.sum<number | string>('value').as('value')])
    .where('site_id', 'in', siteIds)
    .where('figure', '=', 'revenue')
    .where('day', '>=', from)
    .where('day', '<=', to)
  if (country) query = query.where('country', '=', country)
  return query.groupBy(['day', 'country', 'currency']).execute()
}
