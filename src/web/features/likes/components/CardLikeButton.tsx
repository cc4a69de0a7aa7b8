import { Icon } from '#web/components/ui/Icon.js'
import type { LikeToggle } from '../hooks/useToggleLike.js'

/**
 * The small heart on a search card: likes (or takes the like back) without leaving the results. The page
 * reads the likes once for all its cards (useLikeToggles) and hands each card its own.
 */
export function CardLikeButton({ like }: { like: LikeToggle }) {
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
