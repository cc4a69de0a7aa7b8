import { Alert, Button, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { DeskPayment } from '#shared/api/staff-payments.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type PaymentFilters, useStaffPayments } from '../../api/payments.js'
import { downloadCsv, toCsv } from '../../csv.js'
import { formatMoney, formatNumber } from '../../format.js'
import { memberPath } from '../MembersTable.js'
import { OpenableRow, OpenableRows } from '../OpenableRows.js'
import { Pager } from '../Pager.js'
import { StaffTime } from '../StaffTime.js'
import { PaymentStatusBadge } from './PaymentStatusBadge.js'
import { paymentPath } from './paths.js'

const columns = ['date', 'member', 'site', 'amount', 'method', 'country', 'status', 'refunded'] as const

function PaymentRow({ payment, siteName }: { payment: DeskPayment; siteName: string }) {
  const { t: tMain, i18n } = useTranslation()
  const currency = payment.amount.currency
  return (
    <OpenableRow to={paymentPath(payment.id)} data-payment={payment.id}>
      <td className="text-nowrap">
        {/* A real link too: staff open payments in new tabs with a middle click. */}
        <Link to={paymentPath(payment.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          <StaffTime ms={Date.parse(payment.created_at)} />
        </Link>
      </td>
      <td className="text-truncate" style={{ maxWidth: 220 }}>
        <Link to={memberPath(payment.member.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {`${payment.member.name} (#${payment.member.id})`}
        </Link>
      </td>
      <td className="text-nowrap">{siteName}</td>
      <td className="text-end font-monospace text-nowrap">
        {formatMoney(payment.amount.cents, currency, i18n.language)}
      </td>
      <td className="text-nowrap">{tMain(`payment_methods.${payment.method}`)}</td>
      <td>{payment.country}</td>
      <td>
        <PaymentStatusBadge status={payment.status} refundedCents={payment.amount_refunded_cents} />
      </td>
      <td className="text-end font-monospace text-nowrap">
        {payment.amount_refunded_cents > 0
          ? formatMoney(payment.amount_refunded_cents, currency, i18n.language)
          : ''}
      </td>
    </OpenableRow>
  )
}

/** The page shown, as CSV: amounts in cents as plain numbers, so spreadsheets add them up. */
function downloadPage(payments: DeskPayment[], siteName: (id: number) => string, t: (key: string) => string) {
  const csv = toCsv(payments, [
    { header: t('payments.columns.id'), value: (p) => p.id },
    { header: t('payments.columns.date'), value: (p) => p.created_at },
    { header: t('payments.columns.member_id'), value: (p) => p.member.id },
    { header: t('payments.columns.member'), value: (p) => p.member.name },
    { header: t('payments.columns.site'), value: (p) => siteName(p.site_id) },
    { header: t('payments.columns.amount_cents'), value: (p) => p.amount.cents },
    { header: t('payments.columns.currency'), value: (p) => p.amount.currency },
    { header: t('payments.columns.method'), value: (p) => p.method },
    { header: t('payments.columns.country'), value: (p) => p.country },
    { header: t('payments.columns.status'), value: (p) => p.status },
    { header: t('payments.columns.refunded_cents'), value: (p) => p.amount_refunded_cents },
    { header: t('payments.columns.charged_back_cents'), value: (p) => p.amount_charged_back_cents },
    { header: t('payments.columns.provider'), value: (p) => p.provider },
    { header: t('payments.columns.provider_id'), value: (p) => p.provider_payment_id },
  ])
  downloadCsv('payments.csv', csv)
}

/** The desk's list as a dense table: arrows or j/k move between rows, Enter opens one (a click too). */
export function PaymentsTable({ filters, sites }: { filters: PaymentFilters; sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain, i18n } = useTranslation()
  const payments = useStaffPayments(filters)
  const siteNames = new Map(sites.map((site) => [site.id, site.name]))
  const siteName = (id: number) => siteNames.get(id) ?? `#${id}`

  if (payments.error) return <Alert variant="danger">{errorText(payments.error, tMain)}</Alert>
  if (!payments.data) return <LoadingSpinner />
  const { payments: list, total, page, page_size } = payments.data
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <span className="small text-body-secondary" aria-live="polite">
          {t('payments.total', { count: total, formatted: formatNumber(total, i18n.language) })}
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={list.length === 0}
          onClick={() => downloadPage(list, siteName, t)}
        >
          {t('payments.download_csv')}
        </Button>
      </div>
      <div className="table-responsive border rounded" style={{ maxHeight: 'calc(100vh - 16rem)' }}>
        <Table size="sm" hover className="mb-0 align-middle small" aria-busy={payments.isPlaceholderData}>
          <caption className="visually-hidden">{t('payments.keyboard')}</caption>
          <thead className="sticky-top">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`text-nowrap ${column === 'amount' || column === 'refunded' ? 'text-end' : ''}`}
                >
                  {t(`payments.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <OpenableRows>
            {list.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} siteName={siteName(payment.site_id)} />
            ))}
          </OpenableRows>
        </Table>
        {list.length === 0 && <p className="p-3 mb-0 text-body-secondary">{t('payments.none')}</p>}
      </div>
      <Pager hasMore={page * page_size < total} busy={payments.isPlaceholderData} />
    </>
  )
}
