import { useTranslation } from 'react-i18next'
import type { MemberCard } from '#shared/api/members.js'
import { errorText } from '#web/lib/errorText.js'
import { type LikeSource, useLikeMember } from '../api/like.js'
import { likeStateWith, useLikes } from '../api/likes.js'

/**
 * Like or take back the like of one member from a list (search cards, landers): the state comes from
 * the viewer's likes, which reload after every change; the label names the action a click takes.
 */
export function useToggleLike(member: MemberCard, source: LikeSource) {
  const { t } = useTranslation()
  const likes = useLikes()
  const change = useLikeMember(source)
  const state = likeStateWith(likes.data, member.id)
  const liked = state === 'liked' || state === 'match'
  const label = liked
    ? t('likes.button.unlike', { name: member.name })
    : state === 'received'
      ? t('likes.card.like_back', { name: member.name })
      : t('likes.card.like', { name: member.name })
  return {
    liked,
    label,
    busy: likes.isPending || change.isPending,
    error: change.isError ? errorText(change.error, t) : null,
    toggle: () => change.mutate({ member: member.id, liked: !liked }),
  }
}
