import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { type ComplaintFilters, complaintFilterNames } from '../../features/staff/api/complaints.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { ComplaintFilters as Filters } from '../../features/staff/components/complaints/ComplaintFilters.js'
import { ComplaintsTable } from '../../features/staff/components/complaints/ComplaintsTable.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminComplaintsHandle = staffHandle('admin-complaints', 'complaints.title')

function filtersOf(params: URLSearchParams): ComplaintFilters {
  const filters: ComplaintFilters = {}
  for (const name of complaintFilterNames) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  return filters
}

/** /admin/complaints: the complaints desk; its filters live in the URL. */
export function AdminComplaintsPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  return (
    <>
      <h1 className="h4 mb-2">{t('complaints.title')}</h1>
      <Filters sites={sites} />
      <ComplaintsTable filters={filtersOf(params)} sites={sites} />
    </>
  )
}
