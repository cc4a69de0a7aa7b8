import { useState } from 'react'
import { Alert, Button, Table } from 'react-bootstrap'
import type { Money, TrafficFigures, TrafficResponse, TrafficRow } from '#shared/api/staff-traffic.js'
import { useTranslation } from '#web/lib/translation.js'
import { type CsvColumn, downloadCsv, toCsv } from '../../csv.js'
import { formatMoney, formatNumber, unitsText } from '../../format.js'
import { type SortColumn, sortColumns, sortRows } from './period.js'

const moneyText = (list: Money[], locale: string) =>
  list.map((money) => formatMoney(money.cents, money.currency, locale)).join(' · ')

const rateText = (rate: number | null, locale: string) =>
  rate === null
    ? '–'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate)

/** Every figure of a row, the revenue in each currency its own column (so spreadsheets can add them up). */
function csvColumns(report: TrafficResponse, sourceHeader: string, t: (key: string) => string) {
  const currencies = [...new Set(report.totals.revenue.map((money) => money.currency))]
  const cents = (list: Money[], currency: string) => {
    const found = list.find((money) => money.currency === currency)
    return found ? unitsText(found.cents, currency) : null
  }
  const columns: CsvColumn<TrafficRow>[] = [
    { header: sourceHeader, value: (row) => row.key ?? '' },
    { header: t('traffic.columns.visitors'), value: (row) => row.visitors },
    {
      header: t('traffic.columns.bounce_rate'),
      value: (row) => (row.bounce_rate === null ? null : Number(row.bounce_rate.toFixed(4))),
    },
    { header: t('traffic.columns.signups'), value: (row) => row.signups },
    { header: t('traffic.columns.activations'), value: (row) => row.activations },
    { header: t('traffic.columns.first_purchases'), value: (row) => row.first_purchases },
    ...currencies.flatMap((currency): CsvColumn<TrafficRow>[] => [
      { header: `${t('traffic.columns.revenue')} ${currency}`, value: (row) => cents(row.revenue, currency) },
      {
        header: `${t('traffic.columns.revenue_per_signup')} ${currency}`,
        value: (row) => cents(row.revenue_per_signup, currency),
      },
    ]),
  ]
  return columns
}

function Figures({ figures, locale }: { figures: TrafficFigures; locale: string }) {
  return (
    <>
      <td className="text-end">{formatNumber(figures.visitors, locale)}</td>
      <td className="text-end">{rateText(figures.bounce_rate, locale)}</td>
      <td className="text-end">{formatNumber(figures.signups, locale)}</td>
      <td className="text-end">{formatNumber(figures.activations, locale)}</td>
      <td className="text-end">{formatNumber(figures.first_purchases, locale)}</td>
      <td className="text-end text-nowrap">{moneyText(figures.revenue, locale)}</td>
      <td className="text-end text-nowrap">{moneyText(figures.revenue_per_signup, locale)}</td>
    </>
  )
}

/** The report: one row per source, sortable by any column, the totals below, downloadable as CSV. */
export function TrafficTable({ report, busy }: { report: TrafficResponse; busy: boolean }) {
  const { t, i18n } = useTranslation('staff')
  const locale = i18n.language
  const [sort, setSort] = useState<{ column: SortColumn; descending: boolean }>({
    column: 'signups',
    descending: true,
  })
  const rows = sortRows(report.rows, sort.column, sort.descending)
  const sourceHeader = t(`traffic.groups.${report.group}`)
  const download = () => {
    const csv = toCsv(rows, csvColumns(report, sourceHeader, t))
    downloadCsv(`traffic-${report.group}-${report.from}-${report.to}.csv`, csv)
  }
  const toggle = (column: SortColumn) =>
    setSort((was) => ({ column, descending: was.column === column ? !was.descending : column !== 'key' }))
  const headers: Record<SortColumn, string> = {
    key: sourceHeader,
    visitors: t('traffic.columns.visitors'),
    bounce_rate: t('traffic.columns.bounce_rate'),
    signups: t('traffic.columns.signups'),
    activations: t('traffic.columns.activations'),
    first_purchases: t('traffic.columns.first_purchases'),
    revenue: t('traffic.columns.revenue'),
  }
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button size="sm" variant="outline-primary" onClick={download} disabled={rows.length === 0}>
          {t('traffic.download_csv')}
        </Button>
      </div>
      <div className="table-responsive border rounded">
        <Table size="sm" hover className="mb-0 align-middle small" aria-busy={busy}>
          <caption className="visually-hidden">{t('traffic.caption')}</caption>
          <thead className="sticky-top">
            <tr>
              {sortColumns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'key' ? 'text-nowrap' : 'text-nowrap text-end'}
                  aria-sort={
                    sort.column === column ? (sort.descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 fw-semibold text-reset"
                    onClick={() => toggle(column)}
                  >
                    {headers[column]}
                    {sort.column === column && (
                      <span aria-hidden="true">{sort.descending ? ' ▾' : ' ▴'}</span>
                    )}
                  </Button>
                </th>
              ))}
              <th scope="col" className="text-nowrap text-end">
                {t('traffic.columns.revenue_per_signup')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key ?? ''}>
                <th scope="row" className="fw-normal text-break">
                  {row.key ?? <span className="text-body-secondary">{t('traffic.no_source')}</span>}
                </th>
                <Figures figures={row} locale={locale} />
              </tr>
            ))}
          </tbody>
          <tfoot className="fw-semibold">
            <tr>
              <th scope="row">{t('traffic.totals')}</th>
              <Figures figures={report.totals} locale={locale} />
            </tr>
          </tfoot>
        </Table>
        {rows.length === 0 && (
          <Alert className="m-2 mb-0" variant="light">
            {t('traffic.none')}
          </Alert>
        )}
      </div>
    </>
  )
}
