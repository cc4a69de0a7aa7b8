import { useQueryClient } from '@tanstack/react-query'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import type { MemberCard } from '#shared/api/members.js'
import { Icon } from '#web/components/ui/Icon.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { framedPhoto, frameSizes } from '#web/lib/framedPhoto.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLikeMember } from '../api/like.js'
import { swipeQueryKey, useSwipeCards } from '../api/swipe.js'
import { type SwipeDirection, swipeThresholdPx, useSwipeDrag } from '../hooks/useSwipeDrag.js'

/**
 * The swipe game (docs/product.md §9): one card at a time, right or the heart likes, left or the cross
 * passes. The server allows 4 likes a day; its answer to one more is shown and no further like is sent.
 */
export function SwipeGame() {
  const { t } = useTranslation()
  const cards = useSwipeCards()
  if (cards.isPending) {
    return <LoadingSpinner />
  }
  if (cards.isError) return <Alert variant="danger">{errorText(cards.error, t)}</Alert>
  return (
    <SwipeStack key={cards.dataUpdatedAt} members={cards.data.members} likesLeft={cards.data.likes_left} />
  )
}

function SwipeStack({ members, likesLeft: initialLeft }: { members: MemberCard[]; likesLeft: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [index, setIndex] = useState(0)
  const [likesLeft, setLikesLeft] = useState(initialLeft)
  const [limitMessage, setLimitMessage] = useState<string | null>(null)
  const like = useLikeMember('swipe')
  const current = members[index]
  const next = members[index + 1]

  const decide = useCallback(
    (direction: SwipeDirection) => {
      if (!current || like.isPending) return
      if (direction === 'nope') {
        setIndex((i) => i + 1)
        return
      }
      if (limitMessage) return
      like.mutate(
        { member: current.id, liked: true },
        {
          onSuccess: (answer) => {
            if (answer.swipe_likes_left !== undefined) setLikesLeft(answer.swipe_likes_left)
            setIndex((i) => i + 1)
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'swipe_limit_reached') {
              setLikesLeft(0)
              setLimitMessage(error.message)
            }
          },
        },
      )
    },
    [current, like, limitMessage],
  )

  useArrowKeys(decide)

  if (!current) {
    return (
      <div className="sg-empty text-center py-5">
        <p className="lead">{t('swipe.empty')}</p>
        <Button
          variant="primary"
          onClick={() => void queryClient.invalidateQueries({ queryKey: swipeQueryKey })}
        >
          {t('swipe.more')}
        </Button>
      </div>
    )
  }

  return (
    <div className="sg-game mx-auto">
      <p className="sg-likes-left text-center mb-3" aria-live="polite">
        {t('swipe.likes_left', { count: likesLeft })}
      </p>
      {limitMessage && (
        <Alert variant="warning" className="text-center" role="alert">
          {limitMessage}
        </Alert>
      )}
      <div className="sg-stack position-relative mb-3">
        {next && <SwipeCardFace member={next} className="sg-card-next" />}
        <TopCard key={current.id} member={current} onSwipe={decide} disabled={like.isPending} />
      </div>
      {like.isError && !(like.error instanceof ApiError && like.error.code === 'swipe_limit_reached') && (
        <Alert variant="danger">{errorText(like.error, t)}</Alert>
      )}
      <div className="d-flex justify-content-center gap-4">
        <Button
          variant="outline-secondary"
          className="sg-button rounded-circle"
          onClick={() => decide('nope')}
          disabled={like.isPending}
          aria-label={t('swipe.nope', { name: current.name })}
          title={t('swipe.nope_hint')}
        >
          <span aria-hidden="true" className="fs-3 lh-1">
            ✕
          </span>
        </Button>
        <Button
          variant="primary"
          className="sg-button rounded-circle"
          onClick={() => decide('like')}
          disabled={like.isPending || limitMessage !== null}
          aria-label={t('swipe.like', { name: current.name })}
          title={t('swipe.like_hint')}
        >
          {like.isPending ? <InlineSpinner /> : <Icon name="heart" className="fs-3" />}
        </Button>
      </div>
      {/* The keys are named only where there is a keyboard and a mouse; touch screens get their own words. */}
      <p className="hint-pointer small text-body-secondary text-center mt-3 mb-0">{t('swipe.help')}</p>
      <p className="hint-touch small text-body-secondary text-center mt-3 mb-0">{t('swipe.help_touch')}</p>
    </div>
  )
}

function TopCard({
  member,
  onSwipe,
  disabled,
}: {
  member: MemberCard
  onSwipe: (direction: SwipeDirection) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  const { dx, dragging, handlers } = useSwipeDrag(onSwipe, disabled)
  const strength = Math.min(Math.abs(dx) / swipeThresholdPx, 1)
  return (
    <SwipeCardFace
      member={member}
      className={`sg-card-top ${dragging ? 'is-dragging' : ''}`}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 15}deg)` }}
      handlers={handlers}
    >
      <span className="sg-stamp sg-stamp-like" style={{ opacity: dx > 0 ? strength : 0 }} aria-hidden="true">
        {t('swipe.stamp_like')}
      </span>
      <span className="sg-stamp sg-stamp-nope" style={{ opacity: dx < 0 ? strength : 0 }} aria-hidden="true">
        {t('swipe.stamp_nope')}
      </span>
    </SwipeCardFace>
  )
}

function SwipeCardFace({
  member,
  className,
  style,
  handlers,
  children,
}: {
  member: MemberCard
  className: string
  style?: CSSProperties
  handlers?: ReturnType<typeof useSwipeDrag>['handlers']
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <article
      className={`sg-card rounded-4 shadow ${className}`}
      style={style}
      {...handlers}
      aria-label={member.name}
    >
      {member.main_image ? (
        <img
          {...framedPhoto(member.main_image, frameSizes.column)}
          alt=""
          className="sg-card-photo"
          draggable={false}
        />
      ) : (
        <div className="sg-card-photo member-card-nophoto" />
      )}
      <div className="sg-card-caption">
        <span className="h4 mb-0 d-block text-white">
          {t('profile_view.name_age', { name: member.name, age: member.age })}
          {member.fictional && (
            <span
              className="ms-1"
              role="img"
              title={settings.fictional_singular}
              aria-label={settings.fictional_singular}
            >
              {settings.fictional_icon}
            </span>
          )}
        </span>
        {member.city && (
          <span className="d-inline-flex align-items-center gap-1 text-white">
            <Icon name="pin" />
            {member.city}
          </span>
        )}
      </div>
      {children}
    </article>
  )
}

/** Arrow right likes, arrow left passes, unless the focus is in a form field. */
function useArrowKeys(decide: (direction: SwipeDirection) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      // The match modal (or any other) is on top: the keys are its own.
      if (document.body.classList.contains('modal-open')) return
      if (event.key === 'ArrowRight') decide('like')
      else if (event.key === 'ArrowLeft') decide('nope')
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [decide])
}
