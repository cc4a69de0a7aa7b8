import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import type { Money, PaymentMethod } from '#shared/api/payments.js'
import {
  type DeskDiscount,
  type DiscountCreateInput,
  type DiscountEditInput,
  type DiscountFields,
  type DiscountPageResponse,
  type DiscountStatusInput,
  discountDeskErrors,
  discountPageSize,
  type StaffDiscountsQuery,
  type StaffDiscountsResponse,
} from '#shared/api/staff-discounts.js'
import { type Actor, changedValues, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { isWelcome } from '../discounts/rules.js'
import { siteMaxPercentage } from '../discounts/service.js'
import { isRetired } from '../payments/methods.js'
import { presentDeskDiscount, presentUse } from './presenter.js'
import {
  bundleCurrencies,
  codeTaken,
  countUses,
  type DeskCodeRow,
  findDeskCode,
  insertCode,
  isMemberOf,
  latestUses,
  listCodes,
  revenues,
  updateCode,
} from './queries.js'

type Deps = Pick<AppDeps, 'db'>
type Trx = AppDeps['db']

/** A code's terms as stored, the shape the audit rows keep before and after a change. */
interface StoredTerms extends Record<string, unknown> {
  code: string
  value_percentage: number
  minimum_order_value: number
  country: string | null
  currency: string | null
  paymentmethods: string
  validity: string
  expires_at: number | null
  user_id: number | null
}

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

function invalid(field: string, messageKey: string, params?: Record<string, string | number>): AppError {
  return new AppError('validation_failed', { field, messageKey, ...(params ? { params } : {}) })
}

function termsOf(row: DeskCodeRow): StoredTerms {
  return {
    code: row.code,
    value_percentage: row.value_percentage,
    minimum_order_value: row.minimum_order_value,
    country: row.country,
    currency: row.currency,
    paymentmethods: row.paymentmethods,
    validity: row.validity,
    expires_at: row.expires_at === null ? null : Number(row.expires_at),
    user_id: row.user_id,
  }
}

function storedTerms(input: DiscountFields): StoredTerms {
  return {
    code: input.code.toUpperCase(),
    value_percentage: input.value_percentage,
    minimum_order_value: input.minimum_order_value,
    country: input.country,
    currency: input.currency,
    paymentmethods: JSON.stringify([...new Set(input.paymentmethods)]),
    validity: input.validity,
    expires_at: input.expires_at === null ? null : Date.parse(input.expires_at),
    user_id: input.user_id,
  }
}

/**
 * The back office's discount codes (docs/product.md, Staff): every change to a code writes its audit row
 * in the same transaction; a field that breaks a rule is a 400 naming it, and nothing is written.
 */
export class DiscountDesk {
  constructor(private readonly deps: Deps) {}

  async list(staff: StaffMember, query: StaffDiscountsQuery): Promise<StaffDiscountsResponse> {
    const now = Date.now()
    const rows = await listCodes(this.deps.db, { ...query, siteIds: staff.siteIds, now })
    const page = rows.slice(0, discountPageSize)
    return {
      discounts: await this.present(page, now),
      page: query.page,
      has_more: rows.length > discountPageSize,
    }
  }

  async page(staff: StaffMember, id: number): Promise<DiscountPageResponse> {
    const row = await this.code(staff, id)
    const [[discount], uses] = await Promise.all([
      this.present([row], Date.now()),
      latestUses(this.deps.db, row.id),
    ])
    if (!discount) throw new AppError('not_found')
    return { discount, uses: uses.map(presentUse) }
  }

  async create(staff: StaffMember, input: DiscountCreateInput): Promise<DiscountPageResponse> {
    if (!answersTo(staff, input.site_id)) throw new AppError('not_found')
    const terms = storedTerms(input)
    await this.check(input.site_id, terms, null)
    const now = Date.now()
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const codeId = await insertCode(trx, {
        ...terms,
        site_id: input.site_id,
        status: 'active',
        created_at: now,
      })
      await this.audit(trx, staff, 'discount.create', input.site_id, codeId, null, terms, now)
      return codeId
    })
    return this.page(staff, id)
  }

  async edit(staff: StaffMember, input: DiscountEditInput): Promise<DiscountPageResponse> {
    const row = await this.code(staff, input.id)
    const terms = storedTerms(input)
    await this.check(row.site_id, terms, row)
    const change = changedValues(termsOf(row), terms)
    if (change.changed)
      await this.deps.db.transaction().execute(async (trx) => {
        const now = Date.now()
        await updateCode(trx, row.id, change.after)
        await this.audit(trx, staff, 'discount.edit', row.site_id, row.id, change.before, change.after, now)
      })
    return this.page(staff, input.id)
  }

  /** Pause and resume change the status; expire ends the code now, whatever its status. */
  async setStatus(staff: StaffMember, input: DiscountStatusInput): Promise<DiscountPageResponse> {
    const row = await this.code(staff, input.id)
    const now = Date.now()
    const before = { status: row.status, expires_at: row.expires_at === null ? null : Number(row.expires_at) }
    const after =
      input.action === 'expire'
        ? { status: row.status, expires_at: now }
        : { status: input.action === 'pause' ? 'paused' : 'active', expires_at: before.expires_at }
    const change = changedValues(before, after)
    if (change.changed)
      await this.deps.db.transaction().execute(async (trx) => {
        await updateCode(trx, row.id, change.after)
        await this.audit(
          trx,
          staff,
          `discount.${input.action}`,
          row.site_id,
          row.id,
          change.before,
          change.after,
          now,
        )
      })
    return this.page(staff, input.id)
  }

  /** Every rule the schema cannot check alone, in the order of the form's fields. */
  private async check(siteId: number, terms: StoredTerms, current: DeskCodeRow | null): Promise<void> {
    const { db } = this.deps
    if (current && isWelcome(current)) this.checkWelcome(current, terms)
    if (await codeTaken(db, siteId, terms.code, current?.id ?? null))
      throw invalid('code', discountDeskErrors.codeTaken)
    const max = await siteMaxPercentage(db, siteId)
    if (terms.value_percentage > max)
      throw invalid('value_percentage', discountDeskErrors.percentageOverSite, { max })
    if (terms.currency !== null && !(await bundleCurrencies(db, siteId)).has(terms.currency))
      throw invalid('currency', discountDeskErrors.currency)
    const methods = JSON.parse(terms.paymentmethods) as PaymentMethod[]
    if (methods.some(isRetired)) throw invalid('paymentmethods', discountDeskErrors.methodRetired)
    // An expired code may be edited without moving its expiry; a new expiry must lie ahead.
    const keptExpiry = current !== null && terms.expires_at === termsOf(current).expires_at
    if (terms.expires_at !== null && !keptExpiry && terms.expires_at <= Date.now())
      throw invalid('expires_at', discountDeskErrors.expiry)
    if (terms.user_id !== null && !(await isMemberOf(db, siteId, terms.user_id)))
      throw invalid('user_id', discountDeskErrors.member)
  }

  /**
   * The welcome code is found by its text and offered to every new member once: its text, its validity and
   * its being for everybody stay. Its percentage, conditions, status and expiry may change (decision 0034).
   */
  private checkWelcome(current: DeskCodeRow, terms: StoredTerms): void {
    if (terms.code !== current.code.toUpperCase()) throw invalid('code', discountDeskErrors.welcomeFixed)
    if (terms.validity !== current.validity) throw invalid('validity', discountDeskErrors.welcomeFixed)
    if (terms.user_id !== null) throw invalid('user_id', discountDeskErrors.welcomeFixed)
  }

  /** A code of a site the staff member answers to; anything else is not found. */
  private async code(staff: StaffMember, id: number): Promise<DeskCodeRow> {
    const row = await findDeskCode(this.deps.db, id)
    if (!row || !answersTo(staff, row.site_id)) throw new AppError('not_found')
    return row
  }

  private async present(rows: DeskCodeRow[], now: number): Promise<DeskDiscount[]> {
    const ids = rows.map((row) => row.id)
    const [uses, money] = await Promise.all([countUses(this.deps.db, ids), revenues(this.deps.db, ids)])
    const revenueOf = (id: number): Money[] =>
      money.filter((r) => r.codeId === id).map((r) => ({ cents: r.cents, currency: r.currency }))
    return rows.map((row) =>
      presentDeskDiscount(row, { uses: uses.get(row.id) ?? 0, revenue: revenueOf(row.id) }, now),
    )
  }

  private audit(
    trx: Trx,
    staff: StaffMember,
    action: string,
    siteId: number,
    codeId: number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    now: number,
  ) {
    return recordAudit(
      trx,
      actorOf(staff),
      { action, siteId, target: { kind: 'discount_code', id: codeId }, before, after },
      now,
    )
  }
}
