import { useEffect, useRef } from 'react'
import type { LikeState } from '#shared/api/likes.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useMarkLikeSeen } from '../api/likeSeen.js'

/**
 * Opening a liker's profile clears that like's new flag (docs/product.md §4 Unread badges), once per visit
 * and only while the viewer has new likes at all.
 */
export function useSeeLike(member: number, state: LikeState | undefined) {
  const user = useCurrentUser()
  const seen = useMarkLikeSeen()
  const done = useRef(false)
  const hasNew = (user?.num_new_likes ?? 0) > 0
  const liker = state === 'received' || state === 'match'
  const { mutate } = seen
  useEffect(() => {
    if (done.current || !hasNew || !liker) return
    done.current = true
    mutate(member)
  }, [hasNew, liker, member, mutate])
}
