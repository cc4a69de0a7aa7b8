import { unreadBadgeCap } from '#shared/constants.js'

/** A count capped as "99+" from 100 on (docs/product.md §9); nothing at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null
  return (
    <span className="badge rounded-pill text-bg-danger ms-1" role="img" aria-label={label}>
      {count > unreadBadgeCap ? `${unreadBadgeCap}+` : count}
    </span>
  )
}
