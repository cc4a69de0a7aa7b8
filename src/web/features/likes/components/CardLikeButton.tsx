import type { MemberCard } from '#shared/api/members.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useToggleLike } from '../hooks/useToggleLike.js'

/** The small heart on a search card: likes (or takes the like back) without leaving the results. */
export function CardLikeButton({ member }: { member: MemberCard }) {
  const like = useToggleLike(member, 'search')
  return (
    <button
      type="button"
      className={`card-like-button btn rounded-circle shadow-sm ${like.liked ? 'is-liked' : ''}`}
      aria-pressed={like.liked}
      aria-label={like.label}
      title={like.error ?? like.label}
      disabled={like.busy}
      onClick={like.toggle}
    >
      <Icon name="heart" />
    </button>
  )
}
