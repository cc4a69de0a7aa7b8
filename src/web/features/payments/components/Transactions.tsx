import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { Alert, Badge, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { LedgerRowView, PaymentView } from '#shared/api/payments.js'
import { formatMoney } from '#shared/money.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useTransactions } from '../api/transactions.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'

const stateColours: Record<PaymentView['state'], string> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'secondary',
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

export function PaymentStateBadge({ state }: { state: PaymentView['state'] }) {
  const { t } = useTranslation()
  return (
    <Badge bg={stateColours[state]} text={state === 'pending' ? 'dark' : undefined}>
      {t(`transactions.state.${state}`)}
    </Badge>
  )
}

/** /transactions: every purchase with its state, method, amount and credits, and the credits spent. */
export function Transactions() {
  const { t } = useTranslation()
  const transactions = useTransactions()
  if (transactions.isPending) return <LoadingSpinner />
  if (transactions.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(transactions.error, t)}
      </Alert>
    )
  }
  return (
    <>
      <section className="mb-5" aria-labelledby="transactions-purchases">
        <h2 id="transactions-purchases" className="h4">
          {t('transactions.purchases')}
        </h2>
        <Purchases payments={transactions.data.payments} />
      </section>
      <section aria-labelledby="transactions-ledger">
        <h2 id="transactions-ledger" className="h4">
          {t('transactions.ledger')}
        </h2>
        <Ledger rows={transactions.data.ledger} />
      </section>
    </>
  )
}

function Purchases({ payments }: { payments: PaymentView[] }) {
  const { t, i18n } = useTranslation()
  if (payments.length === 0) {
    return (
      <p>
        {t('transactions.no_purchases')} <Link to="/credits">{t('shop.credits_title')}</Link>
      </p>
    )
  }
  return (
    <ScrollableTable labelledBy="transactions-purchases">
      <Table hover className="transactions-table align-middle">
        <thead>
          <tr>
            <th scope="col">{t('transactions.date')}</th>
            <th scope="col">{t('transactions.credits')}</th>
            <th scope="col">{t('transactions.method')}</th>
            <th scope="col" className="text-end">
              {t('transactions.amount')}
            </th>
            <th scope="col">{t('transactions.state_label')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('transactions.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className="text-nowrap">{formatDate(payment.created_at, i18n.language)}</td>
              <td>{payment.credits}</td>
              <td className="text-nowrap">
                <PaymentMethodIcon method={payment.method} />{' '}
                <span className="ms-1">{t(`payment_methods.${payment.method}`)}</span>
              </td>
              <td className="text-end text-nowrap">{formatMoney(payment.amount, i18n.language)}</td>
              <td>
                <PaymentStateBadge state={payment.state} />
              </td>
              <td>
                <Link
                  to={`/transactions/${payment.id}`}
                  aria-label={t('transactions.open', { date: formatDate(payment.created_at, i18n.language) })}
                >
                  {t('transactions.details')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollableTable>
  )
}

/** Reasons the ledger knows get words; any other shows as it is stored. */
function reasonText(row: LedgerRowView, t: TFunction): string {
  const text = t(`transactions.reason.${row.reason}`, { defaultValue: '' })
  return text || t(`transactions.kind.${row.kind}`)
}

function Ledger({ rows }: { rows: LedgerRowView[] }) {
  const { t, i18n } = useTranslation()
  if (rows.length === 0) return <p>{t('transactions.no_ledger')}</p>
  return (
    <ScrollableTable labelledBy="transactions-ledger">
      <Table size="sm" className="ledger-table align-middle">
        <thead>
          <tr>
            <th scope="col">{t('transactions.date')}</th>
            <th scope="col">{t('transactions.what')}</th>
            <th scope="col" className="text-end">
              {t('transactions.credits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="text-nowrap">{formatDate(row.created_at, i18n.language)}</td>
              <td>{reasonText(row, t)}</td>
              <td className={`text-end fw-semibold ${row.amount < 0 ? 'text-danger' : 'text-success'}`}>
                {row.amount > 0 ? `+${row.amount}` : row.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollableTable>
  )
}

/**
 * A table that scrolls sideways on a narrow screen: the scrolling box takes the keyboard's focus (arrow keys
 * scroll it), described by its section's heading.
 */
function ScrollableTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable to scroll it by keyboard
    <div className="table-responsive" tabIndex={0} aria-describedby={labelledBy}>
      {children}
    </div>
  )
}
