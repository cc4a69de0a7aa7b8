import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { SmsSender } from '#server/adapters/sms.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type { DirectDebitConfirmResponse, DirectDebitResponse, PaymentView } from '#shared/api/payments.js'
import { maskIban, parseIban } from '#shared/iban.js'
import type { CurrentUser } from '../auth/current-user.js'
import { balanceOf } from '../credits/queries.js'
import { type ResolvedDiscount, resolveDiscount } from '../discounts/service.js'
import { lockMembers, profileCountry } from '../members/queries.js'
import type { Site } from '../sites/service.js'
import { normalizePhone, phoneHint } from './phone.js'
import {
  confirmedSince,
  countTry,
  type DirectDebitRequestRow,
  findBundle,
  findRequest,
  insertDirectDebitRequest,
  isBlocked,
  markConfirmed,
  markDead,
  setRequestPayment,
} from './queries.js'

/**
 * docs/product.md §8: the SMS code lives 10 minutes and takes 5 tries; after the fifth wrong one the request
 * is dead.
 */
export const codeLifetimeMs = 10 * 60_000
export const maxTries = 5
const dayMs = 86_400_000
/** SEPA direct debits are collected in euro. */
const debitCurrency = 'EUR'

/** What the payments module does for a confirmed debit (Reconciliation.completeDirectDebit in payments/reconciliation.ts). */
export interface DirectDebitCompleter {
  completeDirectDebit(
    trx: Database,
    input: {
      site: Site
      user: Pick<CurrentUser, 'id'>
      bundleId: number
      providerPaymentId: string
      discount: ResolvedDiscount | null
      now?: number
    },
  ): Promise<PaymentView>
}

export interface DirectDebitRequestInput {
  bundle: number
  iban: string
  holder: string
  phone: string
}

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split(':')
  const expected = Buffer.from(stored)
  const actual = Buffer.from(hashCode(code, salt))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Why a request can no longer be confirmed, as the error the member sees. */
function closedError(request: Pick<DirectDebitRequestRow, 'status'>): AppError {
  if (request.status === 'confirmed')
    return new AppError('sms_code_expired', { messageKey: 'directdebit.errors.code_used' })
  return new AppError('sms_code_expired', { messageKey: 'directdebit.errors.too_many_tries' })
}

/**
 * Direct debit (docs/product.md §2 /directdebit, §8 Direct debit): an IBAN and a phone number; a 6-digit code
 * by SMS; the code confirms the debit, which the payments module records and grants once.
 */
export class DirectDebitService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly payments: DirectDebitCompleter,
    private readonly events: EventPublisher,
  ) {}

  /** The per-account block and limits; throws the member's error when the debit may not go ahead. */
  private async checkAllowed(db: Database, site: Site, userId: number, amountCents: number, now: number) {
    if (await isBlocked(db, userId)) throw new AppError('direct_debit_blocked')
    const settings = site.settings
    const since = now - settings.direct_debit_window_days * dayMs
    const done = await confirmedSince(db, userId, debitCurrency, since)
    if (done.count + 1 > settings.direct_debit_max_count) throw new AppError('direct_debit_limit')
    if (done.cents + amountCents > settings.direct_debit_max_amount_cents)
      throw new AppError('direct_debit_limit')
  }

  async request(
    site: Site,
    user: CurrentUser,
    input: DirectDebitRequestInput,
    t: TFunction,
    now = Date.now(),
  ): Promise<DirectDebitResponse> {
    const iban = parseIban(input.iban)
    if (!iban) throw new AppError('iban_invalid', { field: 'iban' })
    const country = await profileCountry(this.db, user.id)
    const phone = normalizePhone(input.phone, country)
    if (!phone)
      throw new AppError('validation_failed', {
        field: 'phone',
        messageKey: 'directdebit.errors.phone_invalid',
      })
    const bundle = await findBundle(this.db, site.id, input.bundle)
    if (!bundle) throw new AppError('not_found')
    if (bundle.currency !== debitCurrency) throw new AppError('validation_failed', { field: 'bundle' })

    const discount = await resolveDiscount(this.db, {
      site,
      userId: user.id,
      method: 'sdd',
      country,
      currency: bundle.currency,
      amountCents: bundle.price_cents,
      now,
    })
    const amountCents = Math.round((bundle.price_cents * (100 - (discount?.percentage ?? 0))) / 100)
    await this.checkAllowed(this.db, site, user.id, amountCents, now)

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const expiresAt = now + codeLifetimeMs
    const row = await insertDirectDebitRequest(this.db, {
      site_id: site.id,
      user_id: user.id,
      bundle_id: bundle.id,
      iban,
      iban_masked: maskIban(iban),
      holder: input.holder,
      phone,
      amount_cents: amountCents,
      currency: bundle.currency,
      discount_code_id: discount?.discountCodeId ?? null,
      discount_percentage: discount?.percentage ?? 0,
      discount_kind: discount?.kind ?? null,
      code_hash: hashCode(code),
      expires_at: expiresAt,
      created_at: now,
    })
    await this.sms.send({ to: phone, text: t('directdebit.sms', { code, site: site.name, minutes: 10 }) })
    return { request_id: row.id, phone_hint: phoneHint(phone), expires_at: new Date(expiresAt).toISOString() }
  }

  async confirm(
    site: Site,
    user: CurrentUser,
    input: { request_id: number; code: string },
    now = Date.now(),
  ): Promise<DirectDebitConfirmResponse> {
    const request = await findRequest(this.db, site.id, user.id, input.request_id)
    if (!request) throw new AppError('not_found')
    if (request.status !== 'pending') throw closedError(request)
    if (request.expires_at <= now) throw new AppError('sms_code_expired')
    const tries = await countTry(this.db, request.id, maxTries)
    if (tries === null)
      throw closedError((await findRequest(this.db, site.id, user.id, request.id)) ?? request)
    if (!codeMatches(input.code, request.code_hash)) {
      if (tries >= maxTries) await markDead(this.db, request.id)
      throw new AppError('sms_code_invalid', { field: 'code', details: { tries_left: maxTries - tries } })
    }
    const result = await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [user.id])
      await this.checkAllowed(trx, site, user.id, request.amount_cents, now)
      if (!(await markConfirmed(trx, request.id, now))) throw closedError({ status: 'confirmed' })
      const discount: ResolvedDiscount | null =
        request.discount_percentage > 0
          ? {
              discountCodeId: request.discount_code_id,
              percentage: request.discount_percentage,
              kind: request.discount_kind === 'time_bonus' ? 'time_bonus' : 'code',
            }
          : null
      const payment = await this.payments.completeDirectDebit(trx, {
        site,
        user,
        bundleId: request.bundle_id,
        providerPaymentId: `dd-${request.id}`,
        discount,
        now,
      })
      await setRequestPayment(trx, request.id, payment.id)
      return { payment, credits: await balanceOf(trx, user.id) }
    })
    this.events.publish({ type: 'credits.changed', userId: user.id })
    return result
  }
}
