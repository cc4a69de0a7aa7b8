import type { ReactNode } from 'react'
import { Alert, Badge, Col, Row } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type {
  DeskPaymentDetail,
  PaymentDocument,
  PaymentEvent,
  PaymentLedgerRow,
} from '#shared/api/staff-payments.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffPayment } from '../../api/payment.js'
import { formatMoney, formatNumber } from '../../format.js'
import { memberPath } from '../MembersTable.js'
import { RowsTable, Section } from '../Section.js'
import { StaffTime } from '../StaffTime.js'
import { PaymentStatusBadge } from './PaymentStatusBadge.js'
import { RefundForm } from './RefundForm.js'

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso))

function Facts({ payment, siteName }: { payment: DeskPaymentDetail; siteName: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain, i18n } = useTranslation()
  const money = (cents: number) => formatMoney(cents, payment.amount.currency, i18n.language)
  const discount = payment.discount
  const facts: [string, ReactNode][] = [
    [
      t('payments.columns.member'),
      <Link key="m" to={memberPath(payment.member.id)}>
        {`${payment.member.name} (#${payment.member.id})`}
      </Link>,
    ],
    [t('payments.email'), payment.member.email],
    [t('payments.columns.site'), siteName],
    [t('payments.bundle'), `#${payment.bundle_id}`],
    [t('payments.columns.provider'), payment.provider],
    [
      t('payments.provider_id'),
      <span key="p" className="font-monospace">
        {payment.provider_payment_id ?? '–'}
      </span>,
    ],
    [t('payments.columns.method'), tMain(`payment_methods.${payment.method}`)],
    [t('payments.columns.country'), payment.country],
    [t('payments.columns.currency'), payment.amount.currency],
    [t('payments.columns.amount'), money(payment.amount.cents)],
    [t('payments.credits'), formatNumber(payment.credits, i18n.language)],
    [
      t('payments.discount'),
      discount
        ? `${discount.code ?? '–'} · ${discount.percentage} %${discount.withdrawn ? ` · ${t('payments.discount_withdrawn')}` : ''}`
        : '–',
    ],
    [t('payments.created'), <StaffTime key="c" ms={ms(payment.created_at)} />],
    [t('payments.completed'), <StaffTime key="d" ms={ms(payment.completed_at)} />],
    [t('payments.columns.refunded'), money(payment.amount_refunded_cents)],
    [t('payments.charged_back'), money(payment.amount_charged_back_cents)],
  ]
  return (
    <dl className="row small mb-0">
      {facts.map(([term, value]) => (
        <div key={term} className="col-12 col-md-6 d-flex gap-2">
          <dt className="fw-normal text-body-secondary" style={{ minWidth: '9rem' }}>
            {term}
          </dt>
          <dd className="mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const eventColours: Record<PaymentEvent['kind'], string> = {
  created: 'secondary',
  status: 'info',
  refund_requested: 'warning',
  refunded: 'warning',
  charged_back: 'danger',
}

function Events({ events, currency }: { events: PaymentEvent[]; currency: string }) {
  const { t, i18n } = useTranslation('staff')
  return (
    <RowsTable
      rows={events}
      rowKey={(event) => event.id}
      columns={[
        { head: t('payments.event_time'), cell: (event) => <StaffTime ms={ms(event.created_at)} /> },
        {
          head: t('payments.event'),
          cell: (event) => (
            <>
              <Badge
                bg={eventColours[event.kind]}
                text={event.kind === 'status' || eventColours[event.kind] === 'warning' ? 'dark' : undefined}
              >
                {t(`payments.events.${event.kind}`)}
              </Badge>
              {/* A refund's reason, under the event it belongs to. */}
              {event.detail && <div style={{ whiteSpace: 'pre-wrap' }}>{event.detail}</div>}
            </>
          ),
        },
        {
          head: t('payments.columns.status'),
          cell: (event) =>
            event.status ? t(`payments.statuses.${event.status}`, { defaultValue: event.status }) : '',
        },
        {
          head: t('payments.columns.amount'),
          end: true,
          cell: (event) =>
            event.amount_cents === null ? '' : formatMoney(event.amount_cents, currency, i18n.language),
        },
        {
          head: t('payments.event_by'),
          className: 'text-break',
          cell: (event) =>
            event.staff ? (
              event.staff.name
            ) : (
              <span className="text-body-secondary">{t('payments.provider_actor')}</span>
            ),
        },
      ]}
    />
  )
}

function Ledger({ rows }: { rows: PaymentLedgerRow[] }) {
  const { t, i18n } = useTranslation('staff')
  return (
    <RowsTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { head: t('payments.event_time'), cell: (row) => <StaffTime ms={ms(row.created_at)} /> },
        {
          head: t('payments.ledger_kind'),
          cell: (row) => t(`payments.ledger_kinds.${row.kind}`, { defaultValue: row.kind }),
        },
        {
          head: t('payments.ledger_reason'),
          cell: (row) => t(`payments.ledger_reasons.${row.reason}`, { defaultValue: row.reason }),
        },
        {
          head: t('payments.credits'),
          end: true,
          className: (row) => (row.amount < 0 ? 'text-danger' : ''),
          cell: (row) => formatNumber(row.amount, i18n.language),
        },
      ]}
    />
  )
}

function Documents({ documents }: { documents: PaymentDocument[] }) {
  const { t, i18n } = useTranslation('staff')
  return (
    <RowsTable
      rows={documents}
      rowKey={(document) => document.id}
      columns={[
        { head: t('payments.document_kind'), cell: (document) => t(`payments.documents.${document.kind}`) },
        {
          head: t('payments.document_number'),
          cell: (document) => (
            <a href={document.pdf_url} target="_blank" rel="noreferrer" className="font-monospace">
              {document.number}
            </a>
          ),
        },
        {
          head: t('payments.document_issued'),
          cell: (document) => <StaffTime ms={ms(document.issued_at)} dateOnly />,
        },
        {
          head: t('payments.columns.amount'),
          end: true,
          cell: (document) => formatMoney(document.total.cents, document.total.currency, i18n.language),
        },
      ]}
    />
  )
}

/** /admin/payments/:id: the payment, its events, its ledger rows, its documents and (admins) the refund. */
export function PaymentDetail({ id, staff }: { id: number; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const page = useStaffPayment(id)
  if (page.error) return <Alert variant="danger">{errorText(page.error, tMain)}</Alert>
  if (!page.data) return <LoadingSpinner />
  const { payment, events, ledger, documents } = page.data
  const siteName = staff.sites.find((site) => site.id === payment.site_id)?.name ?? `#${payment.site_id}`
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Link to="/admin/payments" className="small">
          {t('payments.back')}
        </Link>
        <h1 className="h4 mb-0">{t('payments.payment_number', { id: payment.id })}</h1>
        <PaymentStatusBadge status={payment.status} refundedCents={payment.amount_refunded_cents} />
      </div>
      <Row className="g-3">
        <Col xl={7}>
          <Section id="payment" title={t('payments.payment')}>
            <Facts payment={payment} siteName={siteName} />
          </Section>
          <Section id="events" title={t('payments.events_title')} flush>
            <Events events={events} currency={payment.amount.currency} />
          </Section>
        </Col>
        <Col xl={5}>
          {staff.role === 'admin' && payment.refundable_cents > 0 && (
            <Section id="refund" title={t('payments.refund_title')}>
              <RefundForm key={payment.refundable_cents} payment={payment} />
            </Section>
          )}
          <Section id="ledger" title={t('payments.ledger_title')} flush>
            <Ledger rows={ledger} />
          </Section>
          <Section id="documents" title={t('payments.documents_title')} flush>
            <Documents documents={documents} />
          </Section>
        </Col>
      </Row>
    </>
  )
}
