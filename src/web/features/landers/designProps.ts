import type { ComponentType, ReactNode } from 'react'
import type { Lander } from '#shared/api/landers.js'
import type { MemberCard } from '#shared/api/members.js'

/**
 * The likes' like button on a lander, which the page puts in (docs/decisions/0015): a member likes (or takes
 * it back) where they are, a visitor is led to the signup.
 */
export type LikeAction = ComponentType<{ member: MemberCard; className?: string; children: ReactNode }>

/** What every lander design is given: the lander, and the likes' pieces for those that show likes. */
export interface LanderDesignProps {
  lander: Lander
  LikeAction: LikeAction
  /** A real like of a member, for the swipe lander's right swipe by a member. */
  likeMember: (member: number) => void
}
