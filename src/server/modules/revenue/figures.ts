import type { Database } from '#server/db/database.js'
import { dayOf, type SiteDaySpan } from './days.js'
import {
  completedPaymentsIn,
  countSeenSince,
  creditsSpentIn,
  type FigureRow,
  memberMomentsIn,
  messagesSentIn,
  quarterHourMs,
} from './queries.js'

/** The figures the job keeps per day (docs/decisions/0036-daily-figures-kept-by-a-job.md). */
export const figureNames = [
  'signups',
  'activations',
  'first_purchases',
  'payers',
  'revenue',
  'credits_bought',
  'credits_spent',
  'messages',
  'active',
] as const
export type FigureName = (typeof figureNames)[number]

/** Sums figures under their full key while the rows of a run of days are worked out. */
class FigureSums {
  private readonly sums = new Map<string, FigureRow>()

  constructor(private readonly siteId: number) {}

  add(day: string, country: string, figure: FigureName, value: number, key = '', currency = '') {
    const id = [day, country, figure, key, currency].join('\u0000')
    const row = this.sums.get(id)
    if (row) row.value += value
    else this.sums.set(id, { site_id: this.siteId, day, country, figure, key, currency, value })
  }

  rows(): FigureRow[] {
    return [...this.sums.values()].filter((row) => row.value !== 0)
  }
}

async function addMembers(db: Database, siteId: number, spans: readonly SiteDaySpan[], sums: FigureSums) {
  const span = { from: spans[0]?.start ?? 0, to: spans.at(-1)?.end ?? 0 }
  const [signups, activations] = await Promise.all([
    memberMomentsIn(db, siteId, 'signup_date', span),
    memberMomentsIn(db, siteId, 'activated_at', span),
  ])
  for (const [figure, rows] of [
    ['signups', signups],
    ['activations', activations],
  ] as const)
    for (const row of rows) {
      const day = dayOf(spans, Number(row.at))
      if (day) sums.add(day, row.country, figure, 1)
    }
}

/**
 * Revenue net of refunds and chargebacks, on the day the payment was completed; a member's payments of one
 * day make them one paying member of that day (per currency).
 */
async function addPayments(db: Database, siteId: number, spans: readonly SiteDaySpan[], sums: FigureSums) {
  const span = { from: spans[0]?.start ?? 0, to: spans.at(-1)?.end ?? 0 }
  const payers = new Set<string>()
  for (const payment of await completedPaymentsIn(db, siteId, span)) {
    const day = dayOf(spans, Number(payment.completed_at))
    if (!day) continue
    const net =
      Number(payment.amount_cents) -
      Number(payment.amount_refunded_cents) -
      Number(payment.amount_charged_back_cents)
    sums.add(day, payment.country, 'revenue', net, payment.method, payment.currency)
    sums.add(day, payment.country, 'credits_bought', Number(payment.credits))
    if (payment.is_first) sums.add(day, payment.country, 'first_purchases', 1)
    const payer = [day, payment.country, payment.currency, payment.user_id].join('\u0000')
    if (payers.has(payer)) continue
    payers.add(payer)
    sums.add(day, payment.country, 'payers', 1, '', payment.currency)
  }
}

async function addActivity(db: Database, siteId: number, spans: readonly SiteDaySpan[], sums: FigureSums) {
  const span = { from: spans[0]?.start ?? 0, to: spans.at(-1)?.end ?? 0 }
  const [spent, messages] = await Promise.all([
    creditsSpentIn(db, siteId, span),
    messagesSentIn(db, siteId, span),
  ])
  for (const row of spent) {
    const day = dayOf(spans, Number(row.quarter) * quarterHourMs)
    if (day) sums.add(day, row.country, 'credits_spent', -Number(row.amount), row.reason)
  }
  for (const row of messages) {
    const day = dayOf(spans, Number(row.quarter) * quarterHourMs)
    if (day) sums.add(day, row.country, 'messages', Number(row.n))
  }
}

/**
 * The figures of a run of the site's days, back to back. `today`, when among them, also gets the members
 * active so far today (from their last visit, which only tells about today).
 */
export async function computeFigures(
  db: Database,
  siteId: number,
  spans: readonly SiteDaySpan[],
  today?: SiteDaySpan,
): Promise<FigureRow[]> {
  const sums = new FigureSums(siteId)
  if (spans.length === 0) return []
  await addMembers(db, siteId, spans, sums)
  await addPayments(db, siteId, spans, sums)
  await addActivity(db, siteId, spans, sums)
  if (today && spans.some((span) => span.day === today.day))
    for (const row of await countSeenSince(db, [siteId], today.start, today.end))
      sums.add(today.day, row.country, 'active', Number(row.n))
  return sums.rows()
}
