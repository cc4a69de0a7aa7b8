import { useParams } from 'react-router'
import { useStaffMe } from '../../features/staff/api/me.js'
import { DiscountDetail } from '../../features/staff/components/discounts/DiscountDetail.js'
import { memberIdOf, staffHandle } from '../../features/staff/routeData.js'

export const adminDiscountHandle = staffHandle('admin-discounts-id', 'discounts.code')

/** /admin/discounts/:id: one code with its figures, its fields and its latest uses. */
export function AdminDiscountPage() {
  const params = useParams()
  const staff = useStaffMe().data?.staff
  if (!staff) return null
  // Ids of codes take the same shape as members' ids: anything else is a 404 page.
  const id = memberIdOf(params.id)
  return <DiscountDetail key={id} id={id} sites={staff.sites} />
}
