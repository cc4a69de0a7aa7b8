import { Badge } from 'react-bootstrap'
import { unreadBadgeCap } from '#shared/constants.js'

/** A count capped as "99+" from 100 on (docs/product.md §9); nothing at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null
  return (
    <Badge bg="danger" pill className="ms-1" aria-label={label}>
      {count > unreadBadgeCap ? `${unreadBadgeCap}+` : count}
    </Badge>
  )
}
