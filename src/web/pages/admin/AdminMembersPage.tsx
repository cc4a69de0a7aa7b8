import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { MemberFilters } from '../../features/staff/components/MemberFilters.js'
import { MembersTable } from '../../features/staff/components/MembersTable.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { memberSearchFields, searchFromUrl } from '../../features/staff/searchParams.js'

export { staffMembersLoader as adminMembersLoader } from '../../features/staff/routeData.js'
export const adminMembersHandle = staffHandle('admin-members', 'members.title')

/** /admin/members: find members; the search lives in the URL. */
export function AdminMembersPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  return (
    <>
      <h1 className="h4 mb-2">{t('members.title')}</h1>
      <MemberFilters sites={sites} />
      <MembersTable search={searchFromUrl(params, memberSearchFields)} sites={sites} />
    </>
  )
}
