// Test helpers for payments.
import type { Database } from '#server/db/database.js'

/** The provider's id of one of our payments ('' before the provider gave one). */
export async function providerPaymentIdOf(db: Database, paymentId: number): Promise<string> {
  const row = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow()
  return row.provider_payment_id ?? ''
}
