import { createContext, type ReactNode, useContext } from 'react'
import type { MemberCard } from '#shared/api/members.js'
import { Icon } from '#web/components/ui/Icon.js'
import type { LikeSource } from '../api/like.js'
import { type LikeToggle, useLikeToggles } from '../hooks/useToggleLike.js'

const LikeTogglesContext = createContext<((member: MemberCard) => LikeToggle) | null>(null)

/**
 * The viewer's likes for every heart of a list of cards, read once (useLikeToggles). When they arrive or
 * change, only the hearts are drawn again, not the list around them.
 */
export function CardLikes({ source, children }: { source: LikeSource; children: ReactNode }) {
  const likeOf = useLikeToggles(source)
  return <LikeTogglesContext.Provider value={likeOf}>{children}</LikeTogglesContext.Provider>
}

/** The small heart on a search card: likes (or takes the like back) without leaving the results. */
export function CardLikeButton({ member }: { member: MemberCard }) {
  const likeOf = useContext(LikeTogglesContext)
  if (!likeOf) throw new Error('CardLikeButton belongs inside CardLikes')
  const like = likeOf(member)
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
