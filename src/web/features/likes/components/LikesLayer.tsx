import { useCurrentUser } from '#web/lib/session.js'
import { useAutoLike } from '../hooks/useAutoLike.js'
import { MatchModal } from './MatchModal.js'

/** What the default layout holds for likes: the match modal and the `t` auto-like (the app badge is in RealtimeLayer). */
export function LikesLayer() {
  const user = useCurrentUser()
  useAutoLike(user !== null)
  return <MatchModal />
}
