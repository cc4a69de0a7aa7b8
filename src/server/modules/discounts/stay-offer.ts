import { randomInt } from 'node:crypto'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { stayDiscountDays } from '#shared/api/payments.js'
import { lockMembers } from '../members/queries.js'
import type { Site } from '../sites/service.js'
import { type DiscountCodeRow, findCode, findStayCode, hasUsed, insertDiscountCode } from './queries.js'
import { cappedPercentage, refusalOf } from './rules.js'

const stayPrefix = 'STAY-'
// No 0/O or 1/I: members read the code off the screen and type it.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const day = 24 * 60 * 60 * 1000

function newStayCode(): string {
  let code = stayPrefix
  for (let i = 0; i < 8; i += 1) code += alphabet[randomInt(alphabet.length)]
  return code
}

/**
 * The company's delete discount (docs/product.md §3 Company info) as the member's own once-per-user code,
 * valid for stayDiscountDays. A member gets one such code: asking again answers it while it can still be
 * used, and refuses once it was used or ran out. No offer when the company gives no delete discount.
 */
export async function offerStayDiscount(
  db: Database,
  site: Site,
  userId: number,
  now = Date.now(),
): Promise<DiscountCodeRow> {
  const percentage = cappedPercentage(site.company.delete_discount)
  if (percentage <= 0) throw new AppError('not_found')
  // One transaction with the member's row locked: two requests at once make one code, not two.
  const code = await db.transaction().execute(async (trx) => {
    await lockMembers(trx, [userId])
    const earlier = await findStayCode(trx, site.id, userId, stayPrefix)
    if (earlier) return earlier.code
    const fresh = newStayCode()
    await insertDiscountCode(trx, {
      site_id: site.id,
      code: fresh,
      value_percentage: percentage,
      minimum_order_value: 0,
      user_id: userId,
      status: 'active',
      validity: 'once-per-user',
      expires_at: now + stayDiscountDays * day,
      created_at: now,
    })
    return fresh
  })
  const row = await findCode(db, site.id, code)
  const usable = row && !refusalOf(row, { now }, await hasUsed(db, row.id, userId))
  if (!row || !usable) throw new AppError('stay_discount_unavailable')
  return row
}
