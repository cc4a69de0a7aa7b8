import { useParams } from 'react-router'
import { useStaffMe } from '../../features/staff/api/me.js'
import { PaymentDetail } from '../../features/staff/components/payments/PaymentDetail.js'
import { memberIdOf, staffHandle } from '../../features/staff/routeData.js'

export const adminPaymentHandle = staffHandle('admin-payments-id', 'payments.payment')

/** /admin/payments/:id: one payment with its events, ledger rows, documents and the refund. */
export function AdminPaymentPage() {
  const params = useParams()
  const staff = useStaffMe().data?.staff
  if (!staff) return null
  // Ids of payments take the same shape as members' ids: anything else is a 404 page.
  const id = memberIdOf(params.id)
  return <PaymentDetail key={id} id={id} staff={staff} />
}
