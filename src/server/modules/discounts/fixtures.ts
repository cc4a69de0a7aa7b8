// Test helpers for discounts.

import type { TestApp } from '#server/test/harness.js'
import { welcomeCode } from '#shared/api/payments.js'

/** The id of the test site's welcome code. */
export async function welcomeCodeId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('discount_codes')
    .select('id')
    .where((eb) => eb.and({ site_id: t.siteId, code: welcomeCode }))
    .executeTakeFirstOrThrow()
  return row.id
}
