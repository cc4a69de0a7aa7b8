import type { LikeState } from '#shared/api/likes.js'
import type { MemberProfile } from '#shared/api/members.js'
import { useSeeLike } from '../hooks/useSeeLike.js'
import { LikeButton } from './LikeButton.js'

/** The like button of a profile; opening a liker's profile also marks their like as seen. */
export function ProfileLike({ member }: { member: MemberProfile & { like?: LikeState } }) {
  useSeeLike(member.id, member.like)
  if (member.blocked_by_me) return null
  return <LikeButton member={member} state={member.like ?? 'none'} />
}
