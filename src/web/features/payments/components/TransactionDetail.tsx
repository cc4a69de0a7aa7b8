import { Alert, Button, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import { invoicePdfUrl } from '#shared/api/invoices.js'
import type { Invoice, PaymentView } from '#shared/api/payments.js'
import { formatMoney } from '#shared/money.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useTransaction } from '../api/transactions.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'
import { formatDate, PaymentStateBadge } from './Transactions.js'

/** /transactions/{id}: one purchase and, once paid, its printable invoice with the company's details. */
export function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation()
  const transaction = useTransaction(id)
  if (transaction.isPending) return <LoadingSpinner />
  if (transaction.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(transaction.error, t)}
      </Alert>
    )
  }
  const { payment, invoice } = transaction.data
  return (
    <>
      <p className="d-print-none">
        <Link to="/transactions">← {t('transactions.back')}</Link>
      </p>
      <PaymentFacts payment={payment} />
      {invoice ? (
        <InvoiceSheet invoice={invoice} />
      ) : (
        <p className="text-body-secondary">{t('transactions.no_invoice')}</p>
      )}
    </>
  )
}

function PaymentFacts({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation()
  return (
    <dl className="payment-facts row mb-4 d-print-none">
      <dt className="col-sm-4">{t('transactions.state_label')}</dt>
      <dd className="col-sm-8">
        <PaymentStateBadge state={payment.state} />
      </dd>
      <dt className="col-sm-4">{t('transactions.date')}</dt>
      <dd className="col-sm-8">{formatDate(payment.created_at, i18n.language)}</dd>
      <dt className="col-sm-4">{t('transactions.method')}</dt>
      <dd className="col-sm-8">
        <PaymentMethodIcon method={payment.method} /> {t(`payment_methods.${payment.method}`)}
      </dd>
      <dt className="col-sm-4">{t('transactions.credits')}</dt>
      <dd className="col-sm-8">{payment.credits}</dd>
      <dt className="col-sm-4">{t('transactions.amount')}</dt>
      <dd className="col-sm-8">
        {formatMoney(payment.amount, i18n.language)}
        {payment.discount_percentage > 0 &&
          ` (${t('transactions.discount', { percentage: payment.discount_percentage })})`}
      </dd>
    </dl>
  )
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation()
  const { company, customer } = invoice
  return (
    <article className="invoice-sheet card" aria-labelledby="invoice-title">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
          <div>
            <h2 id="invoice-title" className="h4 mb-1">
              {t('transactions.invoice_title', { number: invoice.number })}
            </h2>
            <p className="mb-0">
              {t('transactions.invoice_date', { date: formatDate(invoice.date, i18n.language) })}
            </p>
          </div>
          <address className="mb-0 text-sm-end invoice-company">
            <strong>{company.name}</strong>
            <br />
            {company.address}
            <br />
            {company.postal_code} {company.city}
            <br />
            {t(`countries.${company.country}`, { defaultValue: company.country })}
            <br />
            {t('transactions.kvk', { kvk: company.kvk })}
            {company.vat_numbers && (
              <>
                <br />
                {t('transactions.vat', { vat: company.vat_numbers })}
              </>
            )}
            <br />
            {company.support_email}
          </address>
        </div>
        <div className="mb-4">
          <h3 className="h6 text-body-secondary mb-1">{t('transactions.billed_to')}</h3>
          <address className="mb-0 text-break">
            {customer.name}
            <br />
            {customer.email}
            <br />
            {t(`countries.${customer.country}`, { defaultValue: customer.country })}
          </address>
        </div>
        <Table className="invoice-lines">
          <thead>
            <tr>
              <th scope="col">{t('transactions.description')}</th>
              <th scope="col" className="text-end">
                {t('transactions.quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('transactions.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.description}>
                <td>{line.description}</td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">{formatMoney(line.amount, i18n.language)}</td>
              </tr>
            ))}
            {invoice.discount && (
              <tr>
                <td colSpan={2}>{t('transactions.discount_line')}</td>
                <td className="text-end">−{formatMoney(invoice.discount, i18n.language)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="fw-normal">
                {t('invoices.net')}
              </th>
              <td className="text-end">{formatMoney(invoice.net, i18n.language)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="fw-normal">
                {t('invoices.vat_line', { rate: ratePercent(invoice.vat_rate, i18n.language) })}
              </th>
              <td className="text-end">{formatMoney(invoice.vat, i18n.language)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('transactions.total')}
              </th>
              <td className="text-end fw-bold">{formatMoney(invoice.total, i18n.language)}</td>
            </tr>
          </tfoot>
        </Table>
        <p className="small text-body-secondary">
          {t('invoices.prices_include_vat')}
          {invoice.outside_eu && ` ${t('invoices.outside_eu')}`}
        </p>
        {invoice.credit_notes.length > 0 && <CreditNotes invoice={invoice} />}
        <div className="d-flex flex-wrap gap-2 d-print-none">
          <a className="btn btn-primary" href={invoicePdfUrl(invoice.id)} download>
            {t('invoices.download')}
          </a>
          <Button variant="outline-secondary" onClick={() => window.print()}>
            {t('transactions.print')}
          </Button>
        </div>
      </div>
    </article>
  )
}

/** "19" → "19", "25.5" → "25,5" in German. */
function ratePercent(rate: string, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(rate))
}

/** The amounts given back on the invoice, each a document of its own to download. */
function CreditNotes({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="mb-3" aria-labelledby="credit-notes-title">
      <h3 id="credit-notes-title" className="h6">
        {t('invoices.credit_notes')}
      </h3>
      <Table size="sm" className="credit-notes">
        <thead>
          <tr>
            <th scope="col">{t('transactions.date')}</th>
            <th scope="col">{t('invoices.credit_note')}</th>
            <th scope="col" className="text-end">
              {t('invoices.net')}
            </th>
            <th scope="col" className="text-end">
              {t('invoices.vat_line', { rate: ratePercent(invoice.vat_rate, i18n.language) })}
            </th>
            <th scope="col" className="text-end">
              {t('transactions.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.credit_notes.map((note) => (
            <tr key={note.id}>
              <td>{formatDate(note.date, i18n.language)}</td>
              <td>
                <a
                  href={invoicePdfUrl(note.id)}
                  download
                  aria-label={t('invoices.download_credit_note', { number: note.number })}
                >
                  {note.number}
                </a>{' '}
                <span className="text-body-secondary small">
                  {t(note.reason === 'chargeback' ? 'invoices.reason_chargeback' : 'invoices.reason_refund')}
                </span>
              </td>
              <td className="text-end">−{formatMoney(note.net, i18n.language)}</td>
              <td className="text-end">−{formatMoney(note.vat, i18n.language)}</td>
              <td className="text-end">−{formatMoney(note.total, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  )
}
