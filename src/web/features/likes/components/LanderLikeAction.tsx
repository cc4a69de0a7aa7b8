import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSignupsOpen } from '#web/lib/useSignupsOpen.js'
import { useToggleLike } from '../hooks/useToggleLike.js'

interface LanderLikeActionProps {
  member: MemberCard
  className?: string
  children: ReactNode
}

/**
 * A like on a lander (docs/product.md §6): members like (or take it back) where they are; visitors are told
 * they need an account and get the signup, or the login where signups are closed.
 */
export function LanderLikeAction({ member, className = '', children }: LanderLikeActionProps) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const signupsOpen = useSignupsOpen()
  if (user && user.id !== member.id) {
    return (
      <MemberLikeAction member={member} className={className}>
        {children}
      </MemberLikeAction>
    )
  }
  if (user) return null
  const hint = t('likes.button.visitor', { name: member.name })
  if (!signupsOpen) {
    return (
      <Link to="/login" className={className} title={hint} aria-label={hint}>
        {children}
      </Link>
    )
  }
  return (
    <SignupLink className={className} label={hint}>
      {children}
    </SignupLink>
  )
}

function MemberLikeAction({ member, className, children }: LanderLikeActionProps) {
  const like = useToggleLike(member, 'lander')
  return (
    <button
      type="button"
      className={`${className} ${like.liked ? 'active' : ''}`}
      aria-pressed={like.liked}
      aria-label={like.label}
      title={like.error ?? like.label}
      disabled={like.busy}
      onClick={like.toggle}
    >
      {children}
    </button>
  )
}
