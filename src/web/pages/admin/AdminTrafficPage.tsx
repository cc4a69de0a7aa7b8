import { Alert, Spinner } from 'react-bootstrap'
import { Link, useSearchParams } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import { type TrafficGroup, trafficGroups } from '#shared/api/staff-traffic.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { type TrafficFilters, useTrafficReport } from '../../features/staff/api/traffic.js'
import { quickPeriod } from '../../features/staff/components/traffic/period.js'
import { TrafficFilters as Filters } from '../../features/staff/components/traffic/TrafficFilters.js'
import { TrafficTable } from '../../features/staff/components/traffic/TrafficTable.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { siteToday } from '../../features/staff/siteToday.js'

export const adminTrafficHandle = staffHandle('admin-traffic', 'traffic.title')

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The report's filters from the URL: the first site and the last seven days unless it says otherwise. */
function filtersOf(params: URLSearchParams, sites: StaffUser['sites']): TrafficFilters | null {
  const site = Number(params.get('site') ?? sites[0]?.id)
  if (!Number.isInteger(site) || site <= 0) return null
  const week = quickPeriod('days7', siteToday(sites, site))
  const from = params.get('from')
  const to = params.get('to')
  const group = params.get('group')
  const network = params.get('network')?.trim()
  return {
    site,
    from: isDay(from) ? from : week.from,
    to: isDay(to) ? to : week.to,
    group: trafficGroups.includes(group as TrafficGroup) ? (group as TrafficGroup) : 'network',
    ...(network ? { network } : {}),
  }
}

/** /admin/traffic: visitors, signups, activations, first purchases and revenue per traffic source. */
export function AdminTrafficPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  const filters = filtersOf(params, sites)
  const report = useTrafficReport(filters)
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h1 className="h4 mb-0">{t('traffic.title')}</h1>
        <Link to={`/admin/traffic/postbacks${filters ? `?site=${filters.site}` : ''}`}>
          {t('traffic.postbacks.title')}
        </Link>
      </div>
      {filters && <Filters sites={sites} filters={filters} />}
      {report.error && <Alert variant="danger">{report.error.message}</Alert>}
      {report.isPending && filters && <Spinner size="sm" role="status" aria-label={t('traffic.loading')} />}
      {report.data && <TrafficTable report={report.data} busy={report.isPlaceholderData} />}
    </>
  )
}
