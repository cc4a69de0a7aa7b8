import { useParams } from 'react-router'
import { useStaffMe } from '../../features/staff/api/me.js'
import { ComplaintDetail } from '../../features/staff/components/complaints/ComplaintDetail.js'
import { memberIdOf, staffHandle } from '../../features/staff/routeData.js'

export const adminComplaintHandle = staffHandle('admin-complaints-id', 'complaints.complaint')

/** /admin/complaints/:id: one complaint with its history and the actions on it. */
export function AdminComplaintPage() {
  const params = useParams()
  const staff = useStaffMe().data?.staff
  if (!staff) return null
  // Ids of complaints take the same shape as members' ids: anything else is a 404 page.
  const id = memberIdOf(params.id)
  return <ComplaintDetail key={id} id={id} staff={staff} />
}
