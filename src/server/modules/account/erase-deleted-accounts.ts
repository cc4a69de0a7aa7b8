import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { reactivationDays } from '../../../shared/constants.js'
import type { Database } from '../../db/database.js'
import type { Job } from '../../jobs/scheduler.js'

const day = 24 * 60 * 60 * 1000

/**
 * Accounts deleted more than 14 days ago lose their personal data for good: profile, photos, messages,
 * likes, sessions and tracking go; the user row stays, anonymised, for the payment records the law
 * makes us keep.
 */
export async function eraseDeletedAccounts(
  db: Database,
  uploadsDir: string,
  now = Date.now(),
): Promise<number> {
  const due = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('status', '=', 'deleted')
    .where('deleted_at', '<', now - reactivationDays * day)
    .limit(500)
    .execute()
  for (const user of due) {
    const files = await db.transaction().execute(async (trx) => {
      const photos = await trx
        .selectFrom('photos')
        .select(['filename', 'thumb_filename'])
        .where('user_id', '=', user.id)
        .execute()
      await trx
        .deleteFrom('conversations')
        .where((eb) => eb.or([eb('user_low_id', '=', user.id), eb('user_high_id', '=', user.id)]))
        .execute()
      for (const table of ['likes'] as const) {
        await trx
          .deleteFrom(table)
          .where((eb) => eb.or([eb('liker_id', '=', user.id), eb('liked_id', '=', user.id)]))
          .execute()
      }
      await trx
        .deleteFrom('blocks')
        .where((eb) => eb.or([eb('blocker_id', '=', user.id), eb('blocked_id', '=', user.id)]))
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
        await trx.deleteFrom(table).where('user_id', '=', user.id).execute()
      }
      await trx.deleteFrom('login_attempts').where('email', '=', user.email).execute()
      // Direct debit requests stay with the payments they paid for, without the account, holder or phone.
      await trx
        .updateTable('direct_debit_requests')
        .set((eb) => ({ iban: eb.ref('iban_masked'), holder: '', phone: '' }))
        .where('user_id', '=', user.id)
        .execute()
      await trx
        .updateTable('users')
        .set({
          status: 'erased',
          email: `erased-${user.id}@erased.invalid`,
          password_hash: '',
          delete_remarks: null,
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute()
      return photos.flatMap((p) => [p.filename, p.thumb_filename])
    })
    await Promise.all(files.map((file) => unlink(join(uploadsDir, file)).catch(() => undefined)))
  }
  return due.length
}

export function eraseDeletedAccountsJob(uploadsDir: string): Job {
  return {
    name: 'erase-deleted-accounts',
    everyMs: 60 * 60 * 1000,
    run: (db) => eraseDeletedAccounts(db, uploadsDir).then(() => undefined),
  }
}
