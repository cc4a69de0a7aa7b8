import { accountHandle } from '../features/account/routeHandle.js'
import { Complaints } from '../features/complaints/components/Complaints.js'

export const complaintsHandle = accountHandle('complaints', 'complaints.title')

/** /complaints: members and visitors file a complaint (docs/product.md §2). */
export function ComplaintsPage() {
  return <Complaints />
}
