import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import type { MemberCard } from '#shared/api/members.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { CrossIcon, HeartIcon } from '../components/LanderIcons.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'
import type { LanderDesignProps } from '../designProps.js'

/** How far (px) a card must be dragged to count as a swipe. */
const swipeDistance = 90

type Verdict = 'like' | 'nope'

/**
 * A swipeable stack of members: nope shows the next one; a like asks a visitor to sign up, and is a
 * real like when a member swipes.
 */
export function TinderSwipeLander({ lander, likeMember }: LanderDesignProps) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const [index, setIndex] = useState(0)
  const [liked, setLiked] = useState<MemberCard | null>(null)
  const [leaving, setLeaving] = useState<Verdict | null>(null)
  const [dragX, setDragX] = useState(0)
  const dragStart = useRef<number | null>(null)
  const current = lander.members[index]

  const decide = (verdict: Verdict) => {
    if (!current || leaving) return
    const memberLikes = verdict === 'like' && user !== null
    if (memberLikes && user.id !== current.id) likeMember(current.id)
    setLeaving(verdict)
    // The card flies out first; the stack moves on once it is gone (at once without animations).
    window.setTimeout(
      () => {
        setLeaving(null)
        setDragX(0)
        if (verdict === 'like' && !memberLikes) setLiked(current)
        setIndex((i) => i + 1)
      },
      prefersReducedMotion() ? 0 : 250,
    )
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current !== null) setDragX(event.clientX - dragStart.current)
  }
  const onPointerUp = () => {
    dragStart.current = null
    if (dragX > swipeDistance) decide('like')
    else if (dragX < -swipeDistance) decide('nope')
    else setDragX(0)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') decide('like')
    else if (event.key === 'ArrowLeft') decide('nope')
    else return
    event.preventDefault()
  }

  const showPrompt = liked !== null || !current
  return (
    <div className="lander lander-tinderswipe">
      <div className="container-lg py-4 py-lg-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6 text-center text-lg-start">
            <PlaceHeadline lander={lander} className="display-5 fw-bold mb-3">
              {t('landers.tinderswipe.headline')}
            </PlaceHeadline>
            <p className="lead mb-4">{t('landers.tinderswipe.lead')}</p>
            <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
            <LoginHint className="mt-3" />
          </div>
          <div className="col-lg-6">
            {showPrompt ? (
              <SwipePrompt liked={liked} onContinue={current ? () => setLiked(null) : undefined} />
            ) : (
              <>
                <section
                  className="swipe-stack"
                  aria-label={t('landers.tinderswipe.stack_label')}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys swipe the focused stack
                  tabIndex={0}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                  onKeyDown={onKeyDown}
                >
                  {lander.members
                    .slice(index, index + 3)
                    .reverse()
                    .map((member, reversed, shown) => {
                      const depth = shown.length - 1 - reversed
                      const top = depth === 0
                      return (
                        <article
                          key={member.id}
                          className={`swipe-card depth-${depth} ${top && leaving ? `leaving-${leaving}` : ''}`}
                          style={top && !leaving && dragX !== 0 ? dragStyle(dragX) : undefined}
                          aria-hidden={!top}
                          aria-label={top ? `${member.name}, ${member.age}` : undefined}
                        >
                          <MemberPhoto member={member} large priority={index === 0 && top} decorative />
                          {top && dragX > 20 && (
                            <span className="swipe-stamp like">{t('landers.tinderswipe.like')}</span>
                          )}
                          {top && dragX < -20 && (
                            <span className="swipe-stamp nope">{t('landers.tinderswipe.nope')}</span>
                          )}
                          <div className="swipe-card-caption">
                            <MemberName member={member} as="h2" className="h4 mb-0" />
                            {member.city && <span>{member.city}</span>}
                          </div>
                        </article>
                      )
                    })}
                </section>
                <div className="swipe-actions">
                  <button type="button" className="swipe-button nope" onClick={() => decide('nope')}>
                    <CrossIcon />
                    <span className="visually-hidden">
                      {t('landers.tinderswipe.nope')}: {current?.name}
                    </span>
                  </button>
                  <button type="button" className="swipe-button like" onClick={() => decide('like')}>
                    <HeartIcon />
                    <span className="visually-hidden">
                      {t('landers.tinderswipe.like')}: {current?.name}
                    </span>
                  </button>
                </div>
                <p className="swipe-hint hint-pointer small text-body-secondary text-center mt-2 mb-0">
                  {t('landers.tinderswipe.hint')}
                </p>
                <p className="swipe-hint hint-touch small text-body-secondary text-center mt-2 mb-0">
                  {t('landers.tinderswipe.hint_touch')}
                </p>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}

function SwipePrompt({ liked, onContinue }: { liked: MemberCard | null; onContinue?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="swipe-prompt text-center" role="status">
      {liked ? (
        <>
          <div className="swipe-prompt-photo">
            <MemberPhoto member={liked} decorative />
            <span className="swipe-prompt-heart" aria-hidden="true">
              <HeartIcon />
            </span>
          </div>
          <h2 className="h3 mt-3">{t('landers.tinderswipe.liked_title', { name: liked.name })}</h2>
          <p className="mb-4">{t('landers.tinderswipe.liked_body', { name: liked.name })}</p>
        </>
      ) : (
        <>
          <h2 className="h3">{t('landers.tinderswipe.done_title')}</h2>
          <p className="mb-4">{t('landers.tinderswipe.done_body')}</p>
        </>
      )}
      <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
      {onContinue && (
        <div className="mt-3">
          <button type="button" className="btn btn-link" onClick={onContinue}>
            {t('landers.tinderswipe.keep_swiping')}
          </button>
        </div>
      )}
    </div>
  )
}

function dragStyle(x: number) {
  return { transform: `translateX(${x}px) rotate(${x / 20}deg)`, transition: 'none' }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
