import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SignupLink } from '#web/components/SignupLink.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSignupsOpen } from '#web/lib/useSignupsOpen.js'

interface MemberLinkProps {
  memberId: number
  className?: string
  children: ReactNode
}

/**
 * A member's picture or action on a lander: members open the profile, visitors the signup (where the
 * profile leads them anyway); with signups closed it is no link at all.
 */
export function MemberLink({ memberId, className = '', children }: MemberLinkProps) {
  const user = useCurrentUser()
  const open = useSignupsOpen()
  if (user) {
    return (
      <Link to={`/members/${memberId}`} className={className}>
        {children}
      </Link>
    )
  }
  if (!open) return <div className={className}>{children}</div>
  return <SignupLink className={className}>{children}</SignupLink>
}
