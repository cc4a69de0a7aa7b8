import { useCurrentUser } from '../../site/api/user.js'
import { useAppBadge } from '../hooks/useAppBadge.js'
import { useAutoLike } from '../hooks/useAutoLike.js'
import { MatchModal } from './MatchModal.js'

/** What the default layout holds for likes: the match modal, the `t` auto-like and the app-icon badge. */
export function LikesLayer() {
  const user = useCurrentUser()
  useAutoLike(user !== null)
  useAppBadge(user ? user.num_unread_messages + user.num_new_likes : null)
  return <MatchModal />
}
