import { type ReactNode, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { creditsBadgeThreshold } from '#shared/constants.js'
import { LogoBlock } from '#web/components/layout/LogoBlock.js'
import { Icon } from '#web/components/ui/Icon.js'
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from '#web/components/ui/NavMenu.js'
import { HydrateLater, turnOf } from '#web/lib/hydrateLater.js'
import { type CurrentUser, useCurrentUser, useLogout } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { creditsBadgeColour } from '../creditsBadge.js'
import { useInstallPrompt } from '../hooks/useInstallPrompt.js'
import { AppBackButton } from './AppBackButton.js'
import { CountBadge } from './CountBadge.js'
import { LanguageDropdown } from './LanguageDropdown.js'

/**
 * Bootstrap's navbar as plain markup with a toggle of its own: every page draws it, and react-bootstrap's
 * Navbar would bring its collapse transition into the chunk of every page. On phones the menu folds away
 * and closes again once a page opens.
 */
export function TopNav() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  // The menu is open on the page it was opened on: opening another page folds it.
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  return (
    <nav
      className="navbar navbar-expand-md top-nav border-bottom bg-body sticky-top"
      aria-label={t('nav.main')}
    >
      <div className="container-lg">
        <AppBackButton />
        <div className="navbar-brand">
          <LogoBlock />
        </div>
        {user && <PhoneCredits user={user} />}
        <button
          type="button"
          className={open ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-controls="top-nav-menu"
          aria-expanded={open}
          aria-label={t('nav.toggle')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="top-nav-menu"
          className={`navbar-collapse collapse justify-content-end${open ? ' show' : ''}`}
        >
          {/* The menu's links work as plain links until it is hydrated, a turn after the page. */}
          <HydrateLater turn={turnOf.topBarMenu}>
            {user ? <MemberMenu user={user} /> : <VisitorMenu />}
          </HydrateLater>
        </div>
      </div>
    </nav>
  )
}

/** A link of the top bar; marked as the current page where it leads. */
function TopNavLink({
  to,
  className = '',
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  return (
    <NavLink to={to} className={className ? `nav-link ${className}` : 'nav-link'}>
      {children}
    </NavLink>
  )
}

/**
 * On phones the sections are in the tab bar (TabBar) and the menu is folded away: the credits stay in sight
 * beside the toggle, saying what they count.
 */
function PhoneCredits({ user }: { user: CurrentUser }) {
  return (
    <Link
      to={user.paid_user ? '/credits' : '/premium'}
      className="d-md-none ms-auto me-2 text-decoration-none"
    >
      <CreditsPill credits={user.credits} always />
    </Link>
  )
}

/**
 * The member's credits as a coin and a number, coloured as a warning when few are left (docs/product.md §2):
 * a bare red number beside a link reads like a notification. Beside a link it shows only when few are left.
 */
function CreditsPill({ credits, always = false }: { credits: number; always?: boolean }) {
  const { t } = useTranslation()
  const colour = creditsBadgeColour(credits, creditsBadgeThreshold)
  if (colour === null && !always) return null
  return (
    <span className={`credits-pill${colour ? ` credits-pill-${colour}` : ''}`}>
      <Icon name="coin" />
      <span aria-hidden="true">{credits}</span>
      <span className="visually-hidden">{t('nav.credits_left', { count: credits })}</span>
    </span>
  )
}

function VisitorMenu() {
  const { t } = useTranslation()
  return (
    <div className="navbar-nav align-items-md-center gap-md-2">
      <LanguageDropdown />
      <Link to="/login" className="btn btn-primary">
        {t('nav.login')}
      </Link>
    </div>
  )
}

function MemberMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const install = useInstallPrompt()
  return (
    <div className="navbar-nav align-items-md-center gap-md-1">
      <TopNavLink to="/members" className="d-none d-md-block">
        {t('nav.search_members')}
      </TopNavLink>
      <TopNavLink to="/chats" className="d-none d-md-block">
        {t('nav.messages')}
        <CountBadge
          count={user.num_unread_messages}
          label={t('nav.unread_messages', { count: user.num_unread_messages })}
        />
      </TopNavLink>
      <TopNavLink to="/likes" className="d-none d-md-block">
        {t('nav.likes')}
        <CountBadge count={user.num_new_likes} label={t('nav.new_likes', { count: user.num_new_likes })} />
      </TopNavLink>
      <CreditsLink user={user} />
      <LanguageDropdown />
      <NavMenu id="account-menu" alignEnd title={user.profile?.name ?? t('nav.account')}>
        <NavMenuLink to="/profile">{t('nav.my_profile')}</NavMenuLink>
        <NavMenuLink to="/notifications">{t('nav.settings')}</NavMenuLink>
        {install && <NavMenuButton onClick={install}>{t('nav.install_app')}</NavMenuButton>}
        <NavMenuDivider />
        <NavMenuButton disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </NavMenuButton>
      </NavMenu>
    </div>
  )
}

/** Paid members see Credits with the repeat-order link, everyone else Get Premium (docs/product.md §2). */
function CreditsLink({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  if (!user.paid_user) {
    return (
      <TopNavLink to="/premium" className="text-primary fw-semibold">
        {t('nav.get_premium')}
        <CreditsPill credits={user.credits} />
      </TopNavLink>
    )
  }
  return (
    <NavMenu
      id="credits-menu"
      title={
        <>
          {t('nav.credits')}
          <CreditsPill credits={user.credits} />
        </>
      }
    >
      <NavMenuLink to="/credits">{t('nav.credits')}</NavMenuLink>
      <NavMenuLink to="/credits/repeat-order">{t('nav.repeat_order')}</NavMenuLink>
      <NavMenuLink to="/transactions">{t('shop.transactions_link')}</NavMenuLink>
    </NavMenu>
  )
}
