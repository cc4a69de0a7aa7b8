// A once-per-user code is used by the payment that completes with it, not held by a checkout that was
// only opened. Frozen: never import application code here.
import { type AnyDb, flag } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // 1 when a payment was started with a once-per-user code that another payment of the member completed
  // with first: its credits were granted at the undiscounted price (decision 0014).
  await db.schema.alterTable('payments').addColumn('discount_withdrawn', 'integer', flag(0)).execute()
  // Holds written by checkouts that never completed give their codes back.
  await db
    .deleteFrom('discount_code_uses')
    .where('payment_id', 'in', db.selectFrom('payments').select('id').where('completed_at', 'is', null))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('discount_withdrawn').execute()
}
