import type { Database } from '#server/db/database.js'
import { countWaitingPhotos } from '../moderation/queries.js'

/** A staff account needs no profile: it never shows in the members' search. */
export async function insertStaffAccount(trx: Database, siteId: number, email: string, now: number) {
  const row = await trx
    .insertInto('users')
    .values({
      site_id: siteId,
      email,
      status: 'active',
      signup_date: now,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRole(trx: Database, userId: number, role: string, now: number) {
  await trx.updateTable('users').set({ role, updated_at: now }).where('id', '=', userId).execute()
}

export async function replaceStaffSites(trx: Database, userId: number, siteIds: readonly number[]) {
  await trx.deleteFrom('staff_sites').where('user_id', '=', userId).execute()
  if (siteIds.length === 0) return
  await trx
    .insertInto('staff_sites')
    .values(siteIds.map((siteId) => ({ user_id: userId, site_id: siteId })))
    .execute()
}

/** A new, not yet enrolled secret; the codes of the old one stop working. */
export async function replaceSecondFactor(trx: Database, userId: number, secret: string, now: number) {
  await trx.deleteFrom('staff_second_factors').where('user_id', '=', userId).execute()
  await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
  await trx.insertInto('staff_second_factors').values({ user_id: userId, secret, created_at: now }).execute()
}

export function findSecondFactor(db: Database, userId: number) {
  return db
    .selectFrom('staff_second_factors')
    .select(['secret', 'enrolled_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/**
 * Takes a TOTP time step as used: one conditional update, so that the same code (or an older one) is
 * accepted once, even by two logins at the same instant. Answers whether it was taken.
 */
export async function takeTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff_second_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enrolled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst()
  return row !== undefined
}

export async function markEnrolled(trx: Database, userId: number, step: number, now: number) {
  await trx
    .updateTable('staff_second_factors')
    .set({ enrolled_at: now, last_step: step })
    .where('user_id', '=', userId)
    .execute()
}

export async function insertRecoveryCodes(trx: Database, userId: number, hashes: string[]) {
  await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
  await trx
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute()
}

/** Uses a recovery code: the update is the check, so a code works once. */
export async function takeRecoveryCode(db: Database, userId: number, codeHash: string, now: number) {
  const row = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Every staff account: its site, role, restriction and whether its second factor is enrolled. */
export function listStaffAccounts(db: Database) {
  return db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .leftJoin('staff_second_factors', 'staff_second_factors.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.status',
      'sites.slug as site',
      'staff_second_factors.enrolled_at',
    ])
    .where('users.role', '!=', 'member')
    .orderBy('users.email')
    .execute()
}

export async function listStaffSiteSlugs(db: Database, userId: number) {
  const rows = await db
    .selectFrom('staff_sites')
    .innerJoin('sites', 'sites.id', 'staff_sites.site_id')
    .select('sites.slug')
    .where('staff_sites.user_id', '=', userId)
    .execute()
  return rows.map((row) => row.slug)
}

/** The staff accounts with this address, on whichever site. */
export function findStaffByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'site_id', 'role'])
    .where('email', '=', email)
    .where('role', '!=', 'member')
    .execute()
}

export interface Period {
  from: number
  to: number
}

/** Real members (no staff, no fictional profiles) who signed up, and who activated, in the period. */
export async function countSignupsAndActivations(db: Database, siteId: number, period: Period) {
  const base = db
    .selectFrom('users')
    .where('site_id', '=', siteId)
    .where('role', '=', 'member')
    .where('is_fictional', '=', 0)
  const [signups, activations] = await Promise.all([
    base
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('signup_date', '>=', period.from)
      .where('signup_date', '<', period.to)
      .executeTakeFirstOrThrow(),
    base
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('activated_at', '>=', period.from)
      .where('activated_at', '<', period.to)
      .executeTakeFirstOrThrow(),
  ])
  return { signups: Number(signups.n), activations: Number(activations.n) }
}

/** Completed payments of the period: revenue per currency, and how many were a member's first. */
export async function sumPayments(db: Database, siteId: number, period: Period) {
  const completed = db
    .selectFrom('payments as p')
    .where('p.site_id', '=', siteId)
    .where('p.completed_at', '>=', period.from)
    .where('p.completed_at', '<', period.to)
  const [revenue, first] = await Promise.all([
    completed
      .select(['p.currency', (eb) => eb.fn.sum<number | string>('p.amount_cents').as('cents')])
      .groupBy('p.currency')
      .orderBy('p.currency')
      .execute(),
    completed
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
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
      .executeTakeFirstOrThrow(),
  ])
  return {
    firstPurchases: Number(first.n),
    revenue: revenue.map((row) => ({ currency: row.currency, cents: Number(row.cents) })),
  }
}

/** Work waiting for staff on a site: photos to check, complaints open, members waiting for an answer. */
export async function countOpenWork(db: Database, siteId: number) {
  const [photos, complaints, conversations] = await Promise.all([
    countWaitingPhotos(db, siteId).then((n) => ({ n })),
    db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
    // A conversation with a fictional profile whose last message is the real member's.
    db
      .selectFrom('conversations as c')
      .innerJoin('users as s', 's.id', 'c.last_sender_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('c.site_id', '=', siteId)
      .where('s.is_fictional', '=', 0)
      .where('s.status', '=', 'active')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('conversation_members as cm')
            .innerJoin('users as f', 'f.id', 'cm.user_id')
            .select('cm.user_id')
            .whereRef('cm.conversation_id', '=', 'c.id')
            .where('f.is_fictional', '=', 1),
        ),
      )
      .executeTakeFirstOrThrow(),
  ])
  return {
    photos_to_check: Number(photos.n),
    complaints_open: Number(complaints.n),
    conversations_waiting: Number(conversations.n),
  }
}
