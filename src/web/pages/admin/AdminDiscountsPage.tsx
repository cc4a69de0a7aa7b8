import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { type DiscountFilters, discountFilterNames } from '../../features/staff/api/discounts.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { DiscountFilters as Filters } from '../../features/staff/components/discounts/DiscountFilters.js'
import { DiscountsTable } from '../../features/staff/components/discounts/DiscountsTable.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminDiscountsHandle = staffHandle('admin-discounts', 'discounts.title')

function filtersOf(params: URLSearchParams): DiscountFilters {
  const filters: DiscountFilters = {}
  for (const name of discountFilterNames) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  return filters
}

/** /admin/discounts: the discount codes with their uses and revenue; the filters live in the URL. */
export function AdminDiscountsPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0">{t('discounts.title')}</h1>
        <Link to="/admin/discounts/new" className="btn btn-primary btn-sm ms-auto">
          {t('discounts.new')}
        </Link>
      </div>
      <Filters sites={sites} />
      <DiscountsTable filters={filtersOf(params)} sites={sites} />
    </>
  )
}
