import { useQuery } from '@tanstack/react-query'
import { Complaints } from '../features/complaints/components/Complaints.js'
import { transactionsQuery } from '../features/payments/api/transactions.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useCurrentUser } from '../lib/session.js'

export const complaintsHandle = pageHandle('complaints', 'complaints.title')

/** /complaints: members and visitors file a complaint (docs/product.md §2); a member's may name a payment. */
export function ComplaintsPage() {
  const member = useCurrentUser() !== null
  const transactions = useQuery({ ...transactionsQuery(), enabled: member })
  return <Complaints payments={member ? (transactions.data?.payments ?? []) : []} />
}
