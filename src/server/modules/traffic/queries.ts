import type { Database } from '#server/db/database.js'
import type { PostbackEvent, TrafficGroup } from '#shared/api/staff-traffic.js'

/** A report's scope: the site, its calendar days (both included) and the same as epoch ms [from, to). */
export interface ReportScope {
  siteId: number
  group: TrafficGroup
  network: string | null
  fromDay: string
  toDay: string
  from: number
  to: number
}

type Key = string | null
const count = (value: number | string | null | undefined) => Number(value ?? 0)

/** Visits per source over the site's days: read through visits_site_day. */
export async function visitFigures(db: Database, scope: ReportScope) {
  let query = db
    .selectFrom('visits')
    .select((eb) => [
      eb.ref(scope.group).as('key'),
      eb.fn.countAll<number | string>().as('visitors'),
      eb.fn.sum<number | string>('bounce_logged').as('logged'),
      eb.fn.sum<number | string>('bounced').as('bounced'),
    ])
    .where('site_id', '=', scope.siteId)
    .where('day', '>=', scope.fromDay)
    .where('day', '<=', scope.toDay)
  if (scope.network !== null) query = query.where('network', '=', scope.network)
  const rows = await query.groupBy(scope.group).execute()
  return rows.map((row) => ({
    key: row.key as Key,
    visitors: count(row.visitors),
    logged: count(row.logged),
    bounced: count(row.bounced),
  }))
}

/**
 * Real members (not fictional profiles) of the site with their tracking row, if any: a member without one
 * counts under the null key. Read through users_site_signup / users_site_activated and tracking_data's key.
 */
function members(db: Database, scope: ReportScope) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('tracking_data as t', 't.user_id', 'u.id')
    .where('u.site_id', '=', scope.siteId)
    .where('u.is_fictional', '=', 0)
  if (scope.network !== null) query = query.where('t.network', '=', scope.network)
  return query
}

export async function signupFigures(db: Database, scope: ReportScope) {
  const rows = await members(db, scope)
    .select((eb) => [eb.ref(`t.${scope.group}`).as('key'), eb.fn.countAll<number | string>().as('n')])
    .where('u.signup_date', '>=', scope.from)
    .where('u.signup_date', '<', scope.to)
    .groupBy(`t.${scope.group}`)
    .execute()
  return rows.map((row) => ({ key: row.key as Key, n: count(row.n) }))
}

export async function activationFigures(db: Database, scope: ReportScope) {
  const rows = await members(db, scope)
    .select((eb) => [eb.ref(`t.${scope.group}`).as('key'), eb.fn.countAll<number | string>().as('n')])
    .where('u.activated_at', '>=', scope.from)
    .where('u.activated_at', '<', scope.to)
    .groupBy(`t.${scope.group}`)
    .execute()
  return rows.map((row) => ({ key: row.key as Key, n: count(row.n) }))
}

/** Payments completed in the period, with their member's tracking: read through payments_site_completed. */
function completedPayments(db: Database, scope: ReportScope) {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('tracking_data as t', 't.user_id', 'p.user_id')
    .where('p.site_id', '=', scope.siteId)
    .where('p.completed_at', '>=', scope.from)
    .where('p.completed_at', '<', scope.to)
  if (scope.network !== null) query = query.where('t.network', '=', scope.network)
  return query
}

/** Members' first completed payments: none of theirs completed earlier (payments_user_idx per member). */
export async function firstPurchaseFigures(db: Database, scope: ReportScope) {
  const rows = await completedPayments(db, scope)
    .select((eb) => [eb.ref(`t.${scope.group}`).as('key'), eb.fn.countAll<number | string>().as('n')])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as q')
            .select('q.id')
            .whereRef('q.user_id', '=', 'p.user_id')
            .where('q.completed_at', 'is not', null)
            .whereRef('q.completed_at', '<', 'p.completed_at'),
        ),
      ),
    )
    .groupBy(`t.${scope.group}`)
    .execute()
  return rows.map((row) => ({ key: row.key as Key, n: count(row.n) }))
}

/** Completed payments less what was refunded or charged back of them, per source and currency. */
export async function revenueFigures(db: Database, scope: ReportScope) {
  const rows = await completedPayments(db, scope)
    .select((eb) => [
      eb.ref(`t.${scope.group}`).as('key'),
      'p.currency',
      eb.fn
        .sum<number | string>(
          eb(
            'p.amount_cents',
            '-',
            eb('p.amount_refunded_cents', '+', eb.ref('p.amount_charged_back_cents')),
          ),
        )
        .as('cents'),
    ])
    .groupBy([`t.${scope.group}`, 'p.currency'])
    .execute()
  return rows.map((row) => ({ key: row.key as Key, currency: row.currency, cents: count(row.cents) }))
}

export async function insertVisit(
  db: Database,
  visit: {
    id: string
    siteId: number
    day: string
    path: string
    tracking: { network?: string; ref?: string; sub1?: string; sub2?: string; sub3?: string }
    address: string
    bounceLogged: boolean
    now: number
  },
) {
  const { tracking } = visit
  await db
    .insertInto('visits')
    .values({
      id: visit.id,
      site_id: visit.siteId,
      day: visit.day,
      path: visit.path,
      network: tracking.network || null,
      ref: tracking.ref || null,
      sub1: tracking.sub1 || null,
      sub2: tracking.sub2 || null,
      sub3: tracking.sub3 || null,
      address: visit.address,
      bounce_logged: visit.bounceLogged ? 1 : 0,
      created_at: visit.now,
    })
    .execute()
}

/** Marks a bounce-logged visit of the site bounced; answers whether there was such a visit. */
export async function markBounced(db: Database, siteId: number, visitId: string, since: number) {
  const result = await db
    .updateTable('visits')
    .set({ bounced: 1 })
    .where('id', '=', visitId)
    .where('site_id', '=', siteId)
    .where('bounce_logged', '=', 1)
    .where('created_at', '>=', since)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteVisitsBefore(db: Database, before: number): Promise<number> {
  const result = await db.deleteFrom('visits').where('created_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

export function listConfigs(db: Database, siteId: number) {
  return db
    .selectFrom('postback_configs')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('network')
    .execute()
}

export type ConfigRow = Awaited<ReturnType<typeof listConfigs>>[number]

export function findConfig(db: Database, siteId: number, network: string) {
  return db
    .selectFrom('postback_configs')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('network', '=', network)
    .executeTakeFirst()
}

export function findConfigById(db: Database, id: number) {
  return db.selectFrom('postback_configs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertConfig(
  db: Database,
  config: { siteId: number; network: string; template: string; events: string; now: number },
) {
  const row = await db
    .insertInto('postback_configs')
    .values({
      site_id: config.siteId,
      network: config.network,
      url_template: config.template,
      events: config.events,
      created_at: config.now,
      updated_at: config.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateConfig(
  db: Database,
  id: number,
  changes: { template: string; events: string; now: number },
) {
  await db
    .updateTable('postback_configs')
    .set({ url_template: changes.template, events: changes.events, updated_at: changes.now })
    .where('id', '=', id)
    .execute()
}

export async function deleteConfig(db: Database, id: number) {
  await db.deleteFrom('postback_configs').where('id', '=', id).execute()
}

/** A member's site and the traffic source they signed up from, if any. */
export function findMemberSource(db: Database, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('tracking_data as t', 't.user_id', 'u.id')
    .select(['u.site_id', 't.network', 't.ref', 't.sub1', 't.sub2', 't.sub3'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
}

/** Whether the member has a completed payment other than `paymentId`. */
export async function hasOtherCompletedPayment(db: Database, userId: number, paymentId: number) {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', paymentId)
    .where('completed_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Queues a postback once per member and event: a second one for the same event is ignored. */
export async function insertPostback(
  db: Database,
  postback: {
    siteId: number
    userId: number
    network: string
    event: PostbackEvent
    url: string
    now: number
  },
) {
  await db
    .insertInto('postbacks')
    .values({
      site_id: postback.siteId,
      user_id: postback.userId,
      network: postback.network,
      event: postback.event,
      url: postback.url,
      state: 'pending',
      next_attempt_at: postback.now,
      created_at: postback.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event']).doNothing())
    .execute()
}

/** Postbacks due now that nobody holds: read through postbacks_due. */
export async function dueIds(db: Database, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('postbacks')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/** Takes a due postback for `holdMs`; one statement, so of two processes only one gets it. */
export async function claimPostback(db: Database, id: number, now: number, holdMs: number) {
  const result = await db
    .updateTable('postbacks')
    .set({ claimed_until: now + holdMs })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return undefined
  return db.selectFrom('postbacks').select(['id', 'url', 'attempts']).where('id', '=', id).executeTakeFirst()
}

export async function recordAttempt(
  db: Database,
  attempt: {
    postbackId: number
    at: number
    statusCode: number | null
    error: string | null
    state: 'pending' | 'sent' | 'failed'
    attempts: number
    nextAttemptAt: number | null
  },
) {
  await db
    .insertInto('postback_attempts')
    .values({
      postback_id: attempt.postbackId,
      attempted_at: attempt.at,
      status_code: attempt.statusCode,
      error: attempt.error,
    })
    .execute()
  await db
    .updateTable('postbacks')
    .set({
      state: attempt.state,
      attempts: attempt.attempts,
      next_attempt_at: attempt.nextAttemptAt,
      claimed_until: null,
      sent_at: attempt.state === 'sent' ? attempt.at : null,
    })
    .where('id', '=', attempt.postbackId)
    .execute()
}

export function latestPostbacks(db: Database, siteId: number, limit = 100) {
  return db
    .selectFrom('postbacks')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export type PostbackRow = Awaited<ReturnType<typeof latestPostbacks>>[number]

export async function attemptsOf(db: Database, postbackIds: number[]) {
  if (postbackIds.length === 0) return []
  return db
    .selectFrom('postback_attempts')
    .selectAll()
    .where('postback_id', 'in', postbackIds)
    .orderBy('id')
    .execute()
}

export type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number]
