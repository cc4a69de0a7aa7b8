import { Alert, Button, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { DeskDiscount } from '#shared/api/staff-discounts.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type DiscountFilters, useStaffDiscounts } from '../../api/discounts.js'
import { downloadCsv, toCsv } from '../../csv.js'
import { formatNumber, unitsText } from '../../format.js'
import { OpenableRow, OpenableRows } from '../OpenableRows.js'
import { Pager } from '../Pager.js'
import { StaffTime } from '../StaffTime.js'
import { DiscountStatusBadge } from './DiscountStatusBadge.js'
import { conditionsText, discountPath, revenueText, statusOf } from './discountText.js'

const columns = [
  'code',
  'percentage',
  'conditions',
  'validity',
  'status',
  'expires',
  'uses',
  'revenue',
  'site',
] as const

const expiresMs = (discount: DeskDiscount) =>
  discount.expires_at === null ? null : Date.parse(discount.expires_at)

function DiscountRow({ discount, siteName }: { discount: DeskDiscount; siteName: string }) {
  const { t, i18n } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  return (
    <OpenableRow to={discountPath(discount.id)} data-discount={discount.id}>
      <td className="font-monospace text-nowrap">
        {/* A real link too: staff open codes in new tabs with a middle click. */}
        <Link to={discountPath(discount.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {discount.code}
        </Link>
      </td>
      <td className="text-end text-nowrap">{discount.value_percentage} %</td>
      <td className="text-truncate" style={{ maxWidth: 260 }}>
        {conditionsText(discount, t, tMain, i18n.language)}
      </td>
      <td className="text-nowrap">{t(`discounts.validities.${discount.validity}`)}</td>
      <td>
        <DiscountStatusBadge discount={discount} />
      </td>
      <td>
        <StaffTime ms={expiresMs(discount)} dateOnly />
      </td>
      <td className="text-end">{formatNumber(discount.uses, i18n.language)}</td>
      <td className="text-end text-nowrap">{revenueText(discount, i18n.language)}</td>
      <td className="text-nowrap">{siteName}</td>
    </OpenableRow>
  )
}

/**
 * The codes as a dense table: arrows or j/k move between rows, Enter opens one (a click too). The CSV holds
 * the rows shown, with plain numbers.
 */
export function DiscountsTable({ filters, sites }: { filters: DiscountFilters; sites: StaffUser['sites'] }) {
  const { t, i18n } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const discounts = useStaffDiscounts(filters)
  const siteNames = new Map(sites.map((site) => [site.id, site.name]))
  const siteName = (id: number) => siteNames.get(id) ?? `#${id}`

  if (discounts.error) return <Alert variant="danger">{errorText(discounts.error, tMain)}</Alert>
  if (!discounts.data) return <LoadingSpinner />
  const list = discounts.data.discounts

  const download = () => {
    const header = (column: string) => t(`discounts.columns.${column}`)
    const csv = toCsv(list, [
      { header: header('code'), value: (d) => d.code },
      { header: header('percentage'), value: (d) => d.value_percentage },
      { header: header('conditions'), value: (d) => conditionsText(d, t, tMain, i18n.language) },
      { header: header('validity'), value: (d) => t(`discounts.validities.${d.validity}`) },
      {
        header: header('status'),
        value: (d) => t(`discounts.statuses.${statusOf(d)}`, { defaultValue: d.status }),
      },
      { header: header('expires'), value: (d) => d.expires_at },
      { header: header('uses'), value: (d) => d.uses },
      {
        header: header('revenue'),
        value: (d) => d.revenue.map((m) => `${unitsText(m.cents, m.currency)} ${m.currency}`).join(' + '),
      },
      { header: header('site'), value: (d) => siteName(d.site_id) },
    ])
    downloadCsv('discount-codes.csv', csv)
  }

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button size="sm" variant="outline-secondary" onClick={download} disabled={list.length === 0}>
          {t('discounts.download')}
        </Button>
      </div>
      <div className="table-responsive border rounded" style={{ maxHeight: 'calc(100vh - 14rem)' }}>
        <Table size="sm" hover className="mb-0 align-middle small" aria-busy={discounts.isPlaceholderData}>
          <caption className="visually-hidden">{t('discounts.keyboard')}</caption>
          <thead className="sticky-top">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="text-nowrap">
                  {t(`discounts.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <OpenableRows>
            {list.map((discount) => (
              <DiscountRow key={discount.id} discount={discount} siteName={siteName(discount.site_id)} />
            ))}
          </OpenableRows>
        </Table>
        {list.length === 0 && <p className="p-3 mb-0 text-body-secondary">{t('discounts.none')}</p>}
      </div>
      <Pager hasMore={discounts.data.has_more} busy={discounts.isPlaceholderData} />
    </>
  )
}
