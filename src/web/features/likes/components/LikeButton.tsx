import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import type { LikeState } from '#shared/api/likes.js'
import type { MemberCard } from '#shared/api/members.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { Icon } from '#web/components/ui/Icon.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type LikeSource, useLikeMember } from '../api/like.js'

/**
 * Like, unlike and like back (docs/product.md §4 Like) for one member. The label says where the two stand:
 * 'Like', 'Liked' (a click takes it back), 'Like back', and 'It's a match' with an unlike beside it.
 */
export function LikeButton({
  member,
  state: initial,
  source = 'profile',
}: {
  member: MemberCard
  state: LikeState
  source?: LikeSource
}) {
  const { t } = useTranslation()
  const [state, setState] = useState(initial)
  const change = useLikeMember(source)
  const liked = state === 'liked' || state === 'match'
  const toggle = () =>
    change.mutate({ member: member.id, liked: !liked }, { onSuccess: (answer) => setState(answer.state) })
  const busy = change.isPending

  return (
    <div className="like-actions d-flex flex-wrap align-items-center gap-2 mb-3">
      {state === 'match' ? (
        <>
          <span className="like-match-label badge text-bg-success fs-6 d-inline-flex align-items-center gap-1">
            <Icon name="heart" />
            {t('likes.button.match')}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={toggle} disabled={busy}>
            {t('likes.button.unlike', { name: member.name })}
          </Button>
        </>
      ) : (
        <Button
          variant={state === 'liked' ? 'primary' : 'outline-primary'}
          className="d-inline-flex align-items-center gap-1"
          aria-pressed={liked}
          title={state === 'liked' ? t('likes.button.unlike', { name: member.name }) : undefined}
          onClick={toggle}
          disabled={busy}
        >
          {busy ? <InlineSpinner /> : <Icon name="heart" />}
          {labelOf(state, t)}
        </Button>
      )}
      {state === 'received' && (
        <span className="small text-body-secondary">
          {t('likes.button.received_hint', { name: member.name })}
        </span>
      )}
      {change.isError && !(change.error instanceof ApiError && change.error.swallowed) && (
        <Alert
          variant="danger"
          className="w-100 mb-0 py-2"
          dismissible
          onClose={() => change.reset()}
          closeLabel={t('close')}
        >
          {errorText(change.error, t)}
        </Alert>
      )}
    </div>
  )
}

function labelOf(state: Exclude<LikeState, 'match'>, t: (key: string) => string): string {
  if (state === 'liked') return t('likes.button.liked')
  if (state === 'received') return t('likes.button.like_back')
  return t('likes.button.like')
}

/** Visitors can't like: the button says so and opens the signup (docs/product.md §6). */
export function VisitorLikeButton({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <div className="like-actions mb-3">
      <SignupLink className="btn btn-outline-primary d-inline-flex align-items-center gap-1">
        <Icon name="heart" />
        {t('likes.button.visitor', { name })}
      </SignupLink>
    </div>
  )
}
