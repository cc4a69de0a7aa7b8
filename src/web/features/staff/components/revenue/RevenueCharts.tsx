import { useMemo } from 'react'
import { Col, Row } from 'react-bootstrap'
import type { RevenuePoint, StaffRevenueResponse } from '#shared/api/staff-revenue.js'
import { useTranslation } from '#web/lib/translation.js'
import { decimalsOf, formatMoney, formatNumber } from '../../format.js'
import { formatRate } from './RevenueCards.js'
import { type ChartSeries, RevenueChart } from './RevenueChart.js'

/** Reasons with a line of their own in the credits chart; the rest add up as "other". */
const spendReasons = ['message', 'gift', 'photo'] as const

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)].sort()
}

function sumWhere<Row extends { cents: number }>(rows: readonly Row[], test: (row: Row) => boolean): number {
  return rows.filter(test).reduce((sum, row) => sum + row.cents, 0)
}

/** The currency's smallest unit per unit (100 for euros, 1 for yen), for plain numbers in CSV files. */
interface Chart {
  id: string
  title: string
  series: ChartSeries[]
  format: (value: number) => string
  csvValue?: (value: number) => number
  wholeNumbers?: boolean
}

function useCharts(data: StaffRevenueResponse, currency: string): Chart[] {
  const { t, i18n } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const points = data.series
    const line = (label: string, value: (point: RevenuePoint) => number | null): ChartSeries => ({
      label,
      values: points.map(value),
    })
    const count = (value: number) => formatNumber(value, locale)
    const money = (value: number) => formatMoney(Math.round(value), currency, locale)
    const units = 10 ** decimalsOf(currency)
    const inUnits = (value: number) => value / units
    const methods = distinct(
      points.flatMap((p) => p.revenue_by_method.filter((r) => r.currency === currency).map((r) => r.method)),
    )
    const countries = distinct(
      points.flatMap((p) =>
        p.revenue_by_country.filter((r) => r.currency === currency).map((r) => r.country),
      ),
    )
    const spentOn = (point: RevenuePoint, reason: string) =>
      point.credits_spent.find((spent) => spent.reason === reason)?.credits ?? 0
    const spentOther = (point: RevenuePoint) =>
      point.credits_spent
        .filter((spent) => !(spendReasons as readonly string[]).includes(spent.reason))
        .reduce((sum, spent) => sum + spent.credits, 0)
    return [
      {
        id: 'members',
        title: t('revenue.chart_members'),
        series: [
          line(t('revenue.signups'), (p) => p.signups),
          line(t('revenue.activations'), (p) => p.activations),
          line(t('revenue.first_purchases'), (p) => p.first_purchases),
        ],
        format: count,
        wholeNumbers: true,
      },
      {
        id: 'conversion',
        title: t('revenue.chart_conversion'),
        series: [line(t('revenue.conversion'), (p) => p.conversion)],
        format: (value: number) => formatRate(value, locale),
      },
      {
        id: 'revenue-method',
        title: t('revenue.chart_revenue_method', { currency }),
        series: methods.map((method) =>
          line(tMain(`payment_methods.${method}`, { defaultValue: method }), (p) =>
            sumWhere(p.revenue_by_method, (r) => r.method === method && r.currency === currency),
          ),
        ),
        format: money,
        csvValue: inUnits,
      },
      {
        id: 'revenue-country',
        title: t('revenue.chart_revenue_country', { currency }),
        series: countries.map((country) =>
          line(tMain(`countries.${country}`, { defaultValue: country || '–' }), (p) =>
            sumWhere(p.revenue_by_country, (r) => r.country === country && r.currency === currency),
          ),
        ),
        format: money,
        csvValue: inUnits,
      },
      {
        id: 'arppu',
        title: t('revenue.chart_arppu', { currency }),
        series: [
          line(t('revenue.arppu'), (p) => p.arppu.find((a) => a.currency === currency)?.cents ?? null),
        ],
        format: money,
        csvValue: inUnits,
      },
      {
        id: 'credits',
        title: t('revenue.chart_credits'),
        series: [
          line(t('revenue.credits_bought'), (p) => p.credits_bought),
          ...spendReasons.map((reason) => line(t(`revenue.spent_${reason}`), (p) => spentOn(p, reason))),
          line(t('revenue.spent_elsewhere'), spentOther),
        ],
        format: count,
        wholeNumbers: true,
      },
      {
        id: 'messages',
        title: t('revenue.chart_messages'),
        series: [line(t('revenue.messages'), (p) => p.messages)],
        format: count,
        wholeNumbers: true,
      },
      {
        id: 'active',
        title: t('revenue.chart_active'),
        series: [line(t('revenue.active'), (p) => p.active)],
        format: count,
        wholeNumbers: true,
      },
    ]
  }, [data, currency, locale, t, tMain])
}

/** Every chart of the dashboard, two a row on a wide screen, full width on a phone. */
export function RevenueCharts({ data, currency }: { data: StaffRevenueResponse; currency: string }) {
  const charts = useCharts(data, currency)
  const starts = useMemo(() => data.series.map((point) => point.start), [data])
  return (
    <Row xs={1} xl={2} className="g-3">
      {charts.map((chart) => (
        <Col key={chart.id}>
          <RevenueChart
            {...chart}
            by={data.by}
            starts={starts}
            csvName={`revenue-${chart.id}-${data.from}-${data.to}-${data.by}`}
          />
        </Col>
      ))}
    </Row>
  )
}
