import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { TransactionResponse, TransactionsResponse } from '#shared/api/payments.js'
import type { CurrentUser } from '../auth/current-user.js'
import { presentIssuedInvoice } from '../invoices/presenter.js'
import { documentsOfPayment } from '../invoices/queries.js'
import { ensureDocuments } from '../invoices/service.js'
import type { Site } from '../sites/service.js'
import { invoiceLines } from './invoice.js'
import { presentLedgerRow, presentPayment } from './presenter.js'
import { findBundlePrices, findPayment, ledgerOf, type PaymentRow, paymentsOf } from './queries.js'

/** One of the member's own payments; anyone else's is not found. */
export async function findOwnPayment(
  db: Database,
  site: Site,
  user: CurrentUser,
  paymentId: number,
): Promise<PaymentRow> {
  const payment = await findPayment(db, paymentId)
  if (!payment || payment.user_id !== user.id || payment.site_id !== site.id) throw new AppError('not_found')
  return payment
}

/** A member's own payments and credit ledger, and each payment's invoice. */
export class PaymentHistory {
  constructor(private readonly db: Database) {}

  async transactions(site: Site, user: CurrentUser): Promise<TransactionsResponse> {
    const [payments, ledger] = await Promise.all([
      paymentsOf(this.db, site.id, user.id),
      ledgerOf(this.db, user.id),
    ])
    return { payments: payments.map(presentPayment), ledger: ledger.map(presentLedgerRow) }
  }

  async transaction(
    site: Site,
    user: CurrentUser,
    paymentId: number,
    t: TFunction,
  ): Promise<TransactionResponse> {
    const payment = await findOwnPayment(this.db, site, user, paymentId)
    if (payment.completed_at === null) return { payment: presentPayment(payment), invoice: null }
    const bundle = await findBundlePrices(this.db, payment.bundle_id)
    await ensureDocuments(this.db, payment.id)
    const documents = await documentsOfPayment(this.db, payment.id)
    const issued = documents.find((row) => row.kind === 'invoice')
    if (!issued) throw new AppError('internal')
    const notes = documents.filter((row) => row.kind === 'credit_note')
    return {
      payment: presentPayment(payment),
      invoice: presentIssuedInvoice(issued, notes, invoiceLines({ site, payment, bundle, t })),
    }
  }
}
