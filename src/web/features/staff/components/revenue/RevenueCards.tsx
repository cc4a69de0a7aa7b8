import type { ReactNode } from 'react'
import { Card, Col, Row } from 'react-bootstrap'
import type { Money, StaffRevenueResponse } from '#shared/api/staff-revenue.js'
import { useTranslation } from '#web/lib/translation.js'
import { formatMoney, formatNumber } from '../../format.js'

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col>
      <Card className="h-100">
        <Card.Body className="py-2 px-3">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold font-monospace">{children}</div>
        </Card.Body>
      </Card>
    </Col>
  )
}

function Amounts({ amounts, locale }: { amounts: readonly Money[]; locale: string }) {
  if (amounts.length === 0) return <>–</>
  return (
    <>
      {amounts.map((amount) => (
        <div key={amount.currency}>{formatMoney(amount.cents, amount.currency, locale)}</div>
      ))}
    </>
  )
}

export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return '–'
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate)
}

/** The period's totals at a glance, and who is online now. */
export function RevenueCards({ data }: { data: StaffRevenueResponse }) {
  const { t, i18n } = useTranslation('staff')
  const locale = i18n.language
  const totals = data.totals
  return (
    <Row xs={2} md={3} xl={6} className="g-2 mb-3">
      <Figure label={t('revenue.signups')}>{formatNumber(totals.signups, locale)}</Figure>
      <Figure label={t('revenue.first_purchases')}>{formatNumber(totals.first_purchases, locale)}</Figure>
      <Figure label={t('revenue.conversion')}>{formatRate(totals.conversion, locale)}</Figure>
      <Figure label={t('revenue.revenue')}>
        <Amounts amounts={totals.revenue} locale={locale} />
      </Figure>
      <Figure label={t('revenue.arppu')}>
        <Amounts amounts={totals.arppu} locale={locale} />
      </Figure>
      <Figure label={t('revenue.online_now')}>{formatNumber(data.online_now, locale)}</Figure>
    </Row>
  )
}
