import type { Database } from '../../db/database.js'

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation'

export function findUserByEmail(db: Database, siteId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'status', 'language', 'activated_at', 'deleted_at'])
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
