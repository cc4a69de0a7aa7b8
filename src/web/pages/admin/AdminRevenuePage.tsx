import { Alert } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import {
  type RevenueFilters as Filters,
  revenueFilterNames,
  useStaffRevenue,
} from '../../features/staff/api/revenue.js'
import { RevenueCards } from '../../features/staff/components/revenue/RevenueCards.js'
import { RevenueCharts } from '../../features/staff/components/revenue/RevenueCharts.js'
import { RevenueFilters } from '../../features/staff/components/revenue/RevenueFilters.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminRevenueHandle = staffHandle('admin-revenue', 'revenue.title')

function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {}
  for (const name of revenueFilterNames) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  return filters
}

/** /admin/revenue: the revenue dashboard (admins); its filters live in the URL. */
export function AdminRevenuePage() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  const revenue = useStaffRevenue(filtersOf(params))
  const data = revenue.data
  // The currency with the most revenue first: the charts of money show it unless another is chosen.
  const currencies = [...(data?.totals.revenue ?? [])]
    .sort((a, b) => b.cents - a.cents)
    .map((r) => r.currency)
  if (currencies.length === 0) currencies.push('EUR')
  const chosen = params.get('currency')
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'EUR')
  return (
    <>
      <h1 className="h4 mb-2">{t('revenue.title')}</h1>
      <RevenueFilters sites={sites} currencies={currencies} />
      {revenue.error && <Alert variant="danger">{errorText(revenue.error, tMain)}</Alert>}
      {!data && !revenue.error && <LoadingSpinner />}
      {data && (
        <div aria-busy={revenue.isPlaceholderData}>
          <RevenueCards data={data} />
          <RevenueCharts data={data} currency={currency} />
        </div>
      )}
    </>
  )
}
