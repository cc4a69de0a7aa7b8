import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import type { MemberCard } from '#shared/api/members.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { type LikeSource, useLikeMember } from '../api/like.js'
import { likeStateWith, likesQuery, useLikes } from '../api/likes.js'

/** What a like button shows of one member and what a click on it does. */
export interface LikeToggle {
  liked: boolean
  /** The action a click takes, named for the member. */
  label: string
  busy: boolean
  error: string | null
  toggle: () => void
}

/**
 * Like or take back the like of the members of a list (search cards, landers): the state comes from the
 * viewer's likes, which reload after every change. One query and one mutation serve the whole list, so a page
 * of cards pays for them once; a card is busy while its own change is on its way.
 */
export function useLikeToggles(source: LikeSource): (member: MemberCard) => LikeToggle {
  const { t } = useTranslation()
  // Visitors have no likes to read (the cards show them no heart). Members' are asked for once the page has
  // hydrated: an answer arriving before would make React finish hydrating in one long task.
  const hydrated = useHydrated()
  const likes = useLikes(useCurrentUser() !== null && hydrated)
  const change = useLikeMember(source)
  const queryClient = useQueryClient()
  return (member) => {
    const changing = change.variables?.member === member.id
    return {
      ...likeOf(likeStateWith(likes.data, member.id), member.name, t),
      // Not disabled while the likes load (twenty-four hearts turning from disabled to enabled cost a long
      // task): a click then waits for them, to know whether it likes or takes the like back.
      busy: change.isPending && changing,
      error: change.isError && changing ? errorText(change.error, t) : null,
      toggle: () =>
        void queryClient
          .ensureQueryData(likesQuery())
          .then((loaded) => {
            const state = likeStateWith(loaded, member.id)
            change.mutate({ member: member.id, liked: !(state === 'liked' || state === 'match') })
          })
          // The likes could not be read: nothing is sent, and the heart stays as it was.
          .catch(() => undefined),
    }
  }
}

function likeOf(state: ReturnType<typeof likeStateWith>, name: string, t: TFunction) {
  const liked = state === 'liked' || state === 'match'
  const label = liked
    ? t('likes.button.unlike', { name })
    : state === 'received'
      ? t('likes.card.like_back', { name })
      : t('likes.card.like', { name })
  return { liked, label }
}

/** The like button of a single member. */
export function useToggleLike(member: MemberCard, source: LikeSource): LikeToggle {
  return useLikeToggles(source)(member)
}
