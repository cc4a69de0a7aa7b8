// The chart's own styles travel with this page's chunk; uPlot's code is loaded only once a chart mounts.
import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef, useState } from 'react'
import { Button, Card, Table } from 'react-bootstrap'
import type UPlot from 'uplot'
import type { RevenueBucket } from '#shared/api/staff-revenue.js'
import { useTranslation } from '#web/lib/translation.js'
import { downloadCsv, toCsv } from '../../csv.js'
import { axisLabel, bucketLabel, bucketSeconds, chartColours, chartDashes } from './buckets.js'

export interface ChartSeries {
  label: string
  /** One a bucket; null where there is no value (a rate without a denominator). */
  values: Array<number | null>
}

export interface RevenueChartProps {
  id: string
  title: string
  by: RevenueBucket
  starts: readonly string[]
  series: readonly ChartSeries[]
  /** A value as the table and the axis show it (money with its currency, counts grouped). */
  format: (value: number) => string
  /** A value as the CSV holds it: a plain number (money in the currency's units, not cents). */
  csvValue?: (value: number) => number
  /** The file's name without its extension. */
  csvName: string
  /** The values are counts: the axis steps in whole numbers. */
  wholeNumbers?: boolean
}

const height = 220
const wholeSteps = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1e6, 1e7,
]

/**
 * One chart of the dashboard, drawn by uPlot once it has loaded (only this page loads it), with its legend,
 * the same numbers as a table below (a canvas says nothing to a screen reader) and a CSV download.
 */
export function RevenueChart({
  id,
  title,
  by,
  starts,
  series,
  format,
  csvValue,
  csvName,
  wholeNumbers = false,
}: RevenueChartProps) {
  const { t, i18n } = useTranslation('staff')
  const locale = i18n.language
  const box = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)
  const labels = starts.map((start) => bucketLabel(start, by, locale))

  useEffect(() => {
    const element = box.current
    if (!element) return
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined
    let observer: ResizeObserver | undefined
    let cancelled = false
    void import('uplot').then((module) => {
      if (cancelled) return
      const uPlot = module.default
      const data: UPlot.AlignedData = [starts.map(bucketSeconds), ...series.map((line) => line.values)]
      plot = new uPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: { x: { time: true } },
          axes: [
            {
              stroke: '#212529',
              grid: { stroke: '#e9ecef' },
              space: 64,
              values: (_plot, splits) =>
                splits.map((split) =>
                  axisLabel(new Date(split * 1000).toISOString().slice(0, 10), by, locale),
                ),
            },
            {
              stroke: '#212529',
              grid: { stroke: '#e9ecef' },
              size: 70,
              // Counts and credits step in whole numbers: half a signup means nothing.
              ...(wholeNumbers ? { incrs: wholeSteps } : {}),
              values: (_plot, splits) => splits.map((split) => format(split)),
            },
          ],
          series: [
            {},
            ...series.map((line, index) => ({
              label: line.label,
              stroke: chartColours[index % chartColours.length],
              dash: chartDashes[index % chartDashes.length],
              width: 2,
              points: { show: starts.length <= 62 },
            })),
          ],
        },
        data,
        element,
      )
      observer = new ResizeObserver(() =>
        plot?.setSize({ width: Math.max(element.clientWidth, 200), height }),
      )
      observer.observe(element)
      setDrawn(true)
    })
    return () => {
      cancelled = true
      observer?.disconnect()
      plot?.destroy()
    }
  }, [starts, series, by, locale, format, wholeNumbers])

  const cell = (value: number | null) => (value === null ? '–' : format(value))

  const download = () => {
    const rows = starts.map((start, index) => ({ start, index }))
    const columns = [
      { header: t('revenue.period_start'), value: (row: { start: string }) => row.start },
      ...series.map((line) => ({
        header: line.label,
        value: (row: { index: number }) => {
          const value = line.values[row.index] ?? null
          return value !== null && csvValue ? csvValue(value) : value
        },
      })),
    ]
    downloadCsv(`${csvName}.csv`, toCsv(rows, columns))
  }

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="mb-3 h-100">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-1 bg-body">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={download}>
          {t('revenue.download_csv')}
        </Button>
      </Card.Header>
      <Card.Body className="py-2">
        <ul className="list-inline small mb-1" aria-label={t('revenue.legend')}>
          {series.map((line, index) => (
            <li key={line.label} className="list-inline-item">
              <svg width="24" height="10" aria-hidden="true" className="me-1">
                <line
                  x1="0"
                  y1="5"
                  x2="24"
                  y2="5"
                  stroke={chartColours[index % chartColours.length]}
                  strokeWidth="2"
                  strokeDasharray={(chartDashes[index % chartDashes.length] ?? []).join(' ')}
                />
              </svg>
              {line.label}
            </li>
          ))}
        </ul>
        <div
          ref={box}
          role="img"
          aria-label={t('revenue.chart_label', { title })}
          aria-busy={!drawn}
          style={{ minHeight: height }}
          data-chart={id}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this holds a table */}
        <div
          className="table-responsive mt-2"
          style={{ maxHeight: '14rem' }}
          role="group"
          aria-labelledby={`${id}-title`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <Table size="sm" className="mb-0 small">
            <caption className="visually-hidden">{title}</caption>
            <thead className="sticky-top">
              <tr>
                <th scope="col">{t(`revenue.bucket_${by}`)}</th>
                {series.map((line) => (
                  <th key={line.label} scope="col" className="text-end text-nowrap">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {starts.map((start, index) => (
                <tr key={start}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {labels[index]}
                  </th>
                  {series.map((line) => (
                    <td key={line.label} className="text-end font-monospace">
                      {cell(line.values[index] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card.Body>
    </Card>
  )
}
