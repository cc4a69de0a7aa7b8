import { lazy, Suspense } from 'react'
import { useCurrentUser } from '#web/lib/session.js'
import { useMatchShown } from '../hooks/matchModalStore.js'
import { useAutoLike } from '../hooks/useAutoLike.js'

// The modal is a chunk of its own, fetched when a like first asks for it.
const MatchModal = lazy(async () => ({ default: (await import('./MatchModal.js')).MatchModal }))

/** What the default layout holds for likes: the match modal and the `t` auto-like (the app badge is in RealtimeLayer). */
export function LikesLayer() {
  const user = useCurrentUser()
  useAutoLike(user !== null)
  if (!useMatchShown()) return null
  return (
    <Suspense fallback={null}>
      <MatchModal />
    </Suspense>
  )
}
