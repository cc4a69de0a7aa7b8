import type { Database } from '#server/db/database.js'
import type { Tracking } from '#shared/api/account.js'

export type TokenPurpose =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'reactivation'
  | 'staff_enrolment'

export function findUserByEmail(db: Database, siteId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'status', 'role', 'language', 'activated_at', 'deleted_at'])
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .executeTakeFirst()
}

export function findUserById(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.site_id',
      'users.email',
      'users.password_hash',
      'users.status',
      'users.language',
      'users.activated_at',
      'users.deleted_at',
      'users.invisible',
      'profiles.name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

/** A new account, not yet confirmed and without credits; answers its id. */
export async function insertUser(
  trx: Database,
  user: {
    siteId: number
    email: string
    passwordHash: string
    language: string
    addressHash: string | null
    now: number
  },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      site_id: user.siteId,
      email: user.email,
      password_hash: user.passwordHash,
      status: 'not_confirmed',
      language: user.language,
      credits: 0,
      signup_date: user.now,
      signup_address_hash: user.addressHash,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The new account's profile, out of search until the account is confirmed. */
export async function insertProfile(
  trx: Database,
  profile: { userId: number; siteId: number; name: string; birthDate: string; country: string; now: number },
): Promise<void> {
  await trx
    .insertInto('profiles')
    .values({
      user_id: profile.userId,
      site_id: profile.siteId,
      searchable: 0,
      name: profile.name,
      birth_date: profile.birthDate,
      country: profile.country,
      last_active_at: profile.now,
      updated_at: profile.now,
    })
    .execute()
}

export async function insertTrackingData(trx: Database, userId: number, tracking: Tracking, now: number) {
  await trx
    .insertInto('tracking_data')
    .values({
      user_id: userId,
      network: tracking.network || null,
      ref: tracking.ref || null,
      sub1: tracking.sub1 || null,
      sub2: tracking.sub2 || null,
      sub3: tracking.sub3 || null,
      landing_path: tracking.landing_path || null,
      created_at: now,
    })
    .execute()
}

/** Confirms an account that is not confirmed yet; answers its status and invisibility, or nothing. */
export function markUserActivated(trx: Database, userId: number, now: number) {
  return trx
    .updateTable('users')
    .set({ status: 'active', activated_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('status', '=', 'not_confirmed')
    .returning(['status', 'invisible'])
    .executeTakeFirst()
}

export async function updateProfileSearchable(trx: Database, userId: number, searchable: boolean) {
  await trx
    .updateTable('profiles')
    .set({ searchable: searchable ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute()
}

export async function updateUserPassword(db: Database, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute()
}

export async function updateUserEmail(db: Database, userId: number, email: string) {
  await db.updateTable('users').set({ email, updated_at: Date.now() }).where('id', '=', userId).execute()
}

export async function markUserDeleted(
  trx: Database,
  userId: number,
  deletion: { reason: string; remarks: string | null; now: number },
) {
  await trx
    .updateTable('users')
    .set({
      status: 'deleted',
      deleted_at: deletion.now,
      delete_reason: deletion.reason,
      delete_remarks: deletion.remarks,
      updated_at: deletion.now,
    })
    .where('id', '=', userId)
    .execute()
}

/** Takes an account back from pending deletion into the given status. */
export async function markUserReactivated(trx: Database, userId: number, status: string, now: number) {
  await trx
    .updateTable('users')
    .set({ status, deleted_at: null, delete_reason: null, delete_remarks: null, updated_at: now })
    .where('id', '=', userId)
    .execute()
}

export async function updateUserLanguage(db: Database, userId: number, language: string) {
  await db.updateTable('users').set({ language, updated_at: Date.now() }).where('id', '=', userId).execute()
}

/** Accounts deleted before the given moment that still hold personal data, at most 500 at a time. */
export function listAccountsDueForErasure(db: Database, deletedBefore: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('status', '=', 'deleted')
    .where('deleted_at', '<', deletedBefore)
    .limit(500)
    .execute()
}

export function listPhotoFilesOfUser(trx: Database, userId: number) {
  return trx
    .selectFrom('photos')
    .select(['filename', 'thumb_filename'])
    .where('user_id', '=', userId)
    .execute()
}

/** Everything of the member's on the way to erasure: conversations, likes, blocks and their own rows. */
export async function deleteUserData(trx: Database, userId: number, email: string) {
  await trx
    .deleteFrom('conversations')
    .where((eb) => eb.or([eb('user_low_id', '=', userId), eb('user_high_id', '=', userId)]))
    .execute()
  for (const table of ['likes'] as const) {
    await trx
      .deleteFrom(table)
      .where((eb) => eb.or([eb('liker_id', '=', userId), eb('liked_id', '=', userId)]))
      .execute()
  }
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute()
  for (const table of [
    'photos',
    'profile_interests',
    'profiles',
    'tracking_data',
    'sessions',
    'email_tokens',
    'user_flags',
    'notification_settings',
    'push_subscriptions',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute()
  }
  await trx.deleteFrom('login_attempts').where('email', '=', email).execute()
}

/** Direct debit requests stay with the payments they paid for, without the account, holder or phone. */
export async function scrubDirectDebitRequests(trx: Database, userId: number) {
  await trx
    .updateTable('direct_debit_requests')
    .set((eb) => ({ iban: eb.ref('iban_masked'), holder: '', phone: '' }))
    .where('user_id', '=', userId)
    .execute()
}

/** The user row that stays after erasure, anonymised. */
export async function markUserErased(trx: Database, userId: number, now: number) {
  await trx
    .updateTable('users')
    .set({
      status: 'erased',
      email: `erased-${userId}@erased.invalid`,
      password_hash: '',
      delete_remarks: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
}

export async function insertEmailToken(
  db: Database,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: number; newEmail?: string },
) {
  await db
    .insertInto('email_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      new_email: token.newEmail ?? null,
      expires_at: token.expiresAt,
      created_at: Date.now(),
    })
    .execute()
}

/**
 * Marks a link used and answers whose it was; a second use, an expired link or one made for another
 * purpose finds nothing. The update is the check, so two clicks at once cannot both succeed.
 */
export async function consumeEmailToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  const now = Date.now()
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst()
  return row
}

export function findEmailToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  return db
    .selectFrom('email_tokens')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst()
}
