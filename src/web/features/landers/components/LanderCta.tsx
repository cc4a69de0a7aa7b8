import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SignupLink } from '#web/components/SignupLink.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSignupsOpen } from '#web/lib/useSignupsOpen.js'

interface LanderCtaProps {
  children: ReactNode
  className?: string
  /** Where a logged-in member goes instead of signing up. */
  memberTo?: string
  memberLabel?: string
  /** Shown with the closed notice; off where the call to action sits inside another control. */
  withLogin?: boolean
}

/**
 * The lander's call to action: signup (the modal on desktop, the page on phones, tracking kept), a way
 * into the members area for members, or the notice that signups are closed on this site (docs/product.md §4).
 */
export function LanderCta({
  children,
  className = '',
  memberTo = '/members',
  memberLabel,
  withLogin = true,
}: LanderCtaProps) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const open = useSignupsOpen()
  if (user) {
    return (
      <Link to={memberTo} className={className}>
        {memberLabel ?? t('landers.cta_member')}
      </Link>
    )
  }
  if (!open) {
    return (
      <p className="lander-closed mb-0" role="status">
        {t('landers.closed')}
        {withLogin && (
          <>
            {' '}
            <Link to="/login">{t('landers.login')}</Link>
          </>
        )}
      </p>
    )
  }
  return <SignupLink className={className}>{children}</SignupLink>
}

/** "Already a member? Log in", under a call to action. */
export function LoginHint({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (user) return null
  return (
    <p className={`lander-login small mb-0 ${className}`}>
      {t('landers.have_account')} <Link to="/login">{t('landers.login')}</Link>
    </p>
  )
}
