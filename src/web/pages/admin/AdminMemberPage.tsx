import { useParams } from 'react-router'
import { useStaffMe } from '../../features/staff/api/me.js'
import { MemberDetail } from '../../features/staff/components/MemberDetail.js'
import { memberIdOf, staffHandle } from '../../features/staff/routeData.js'

export { staffMemberLoader as adminMemberLoader } from '../../features/staff/routeData.js'
export const adminMemberHandle = staffHandle('admin-members-id', 'member.title')

/** /admin/members/:id: one member, with the staff actions. */
export function AdminMemberPage() {
  const params = useParams()
  const staff = useStaffMe().data?.staff
  if (!staff) return null
  // The loader already answered 404 for anything that is not an id.
  const id = memberIdOf(params.id)
  return <MemberDetail key={id} id={id} staff={staff} />
}
