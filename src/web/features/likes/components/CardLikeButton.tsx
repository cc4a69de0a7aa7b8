import { createContext, type ReactNode, useContext } from 'react'
import type { MemberCard } from '#shared/api/members.js'
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

/**
 * The small heart on a search card: likes (or takes the like back) without leaving the results. The heart is
 * drawn by its stylesheet (likes.scss), outlined or filled as `aria-pressed` says: a page has 24 of them.
 */
export function CardLikeButton({ member }: { member: MemberCard }) {
  const likeOf = useContext(LikeTogglesContext)
  if (!likeOf) throw new Error('CardLikeButton belongs inside CardLikes')
  const like = likeOf(member)
  return (
    <button
      type="button"
      className="card-like-button"
      aria-pressed={like.liked}
      aria-label={like.label}
      title={like.error ?? like.label}
      disabled={like.busy}
      onClick={like.toggle}
    />
  )
}
