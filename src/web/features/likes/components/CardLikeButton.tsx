import { useTranslation } from 'react-i18next'
import type { MemberCard } from '../../../../shared/api/members.js'
import { Icon } from '../../../components/ui/Icon.js'
import { useLikeMember } from '../api/like.js'
import { likeStateWith, useLikes } from '../api/likes.js'

/**
 * The small heart on a search card: likes (or takes the like back) without leaving the results. Its
 * state comes from the member's likes, which reload after every change.
 */
export function CardLikeButton({ member }: { member: MemberCard }) {
  const { t } = useTranslation()
  const likes = useLikes()
  const change = useLikeMember('search')
  const state = likeStateWith(likes.data, member.id)
  const liked = state === 'liked' || state === 'match'
  const label = liked
    ? t('likes.button.unlike', { name: member.name })
    : state === 'received'
      ? t('likes.card.like_back', { name: member.name })
      : t('likes.card.like', { name: member.name })
  return (
    <button
      type="button"
      className={`card-like-button btn rounded-circle shadow-sm ${liked ? 'is-liked' : ''}`}
      aria-pressed={liked}
      aria-label={label}
      title={change.isError ? change.error.message : label}
      disabled={likes.isPending || change.isPending}
      onClick={() => change.mutate({ member: member.id, liked: !liked })}
    >
      <Icon name="heart" />
    </button>
  )
}
