import { Badge, Container, Nav, Navbar } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { creditsBadgeThreshold } from '#shared/constants.js'
import { LogoBlock } from '#web/components/layout/LogoBlock.js'
import { Icon } from '#web/components/ui/Icon.js'
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from '#web/components/ui/NavMenu.js'
import { type CurrentUser, useCurrentUser, useLogout } from '#web/lib/session.js'
import { creditsBadgeColour } from '../creditsBadge.js'
import { useInstallPrompt } from '../hooks/useInstallPrompt.js'
import { AppBackButton } from './AppBackButton.js'
import { CountBadge } from './CountBadge.js'
import { LanguageDropdown } from './LanguageDropdown.js'

export function TopNav() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  return (
    <Navbar expand="md" className="top-nav border-bottom bg-body" sticky="top" aria-label={t('nav.main')}>
      <Container fluid="lg">
        <AppBackButton />
        <Navbar.Brand as="div">
          <LogoBlock />
        </Navbar.Brand>
        {user && <PhoneMessagesLink count={user.num_unread_messages} />}
        <Navbar.Toggle aria-controls="top-nav-menu" label={t('nav.toggle')} />
        <Navbar.Collapse id="top-nav-menu" className="justify-content-end">
          {user ? <MemberMenu user={user} /> : <VisitorMenu />}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  )
}

/** On phones the menu is folded away: Messages and its unread badge stay in sight beside the toggle. */
function PhoneMessagesLink({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <Link to="/chats" className="top-nav-messages d-md-none ms-auto me-2 px-2 py-1 text-body fs-4 lh-1">
      <Icon name="chat" />
      <span className="visually-hidden">{t('nav.messages')}</span>
      <CountBadge count={count} label={t('nav.unread_messages', { count })} />
    </Link>
  )
}

function VisitorMenu() {
  const { t } = useTranslation()
  return (
    <Nav className="align-items-md-center gap-md-2">
      <LanguageDropdown />
      <Link to="/login" className="btn btn-primary">
        {t('nav.login')}
      </Link>
    </Nav>
  )
}

function MemberMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const install = useInstallPrompt()
  return (
    <Nav className="align-items-md-center gap-md-1">
      <Nav.Link as={NavLink} to="/members">
        {t('nav.search_members')}
      </Nav.Link>
      <Nav.Link as={NavLink} to="/chats">
        {t('nav.messages')}
        <CountBadge
          count={user.num_unread_messages}
          label={t('nav.unread_messages', { count: user.num_unread_messages })}
        />
      </Nav.Link>
      <Nav.Link as={NavLink} to="/likes">
        {t('nav.likes')}
        <CountBadge count={user.num_new_likes} label={t('nav.new_likes', { count: user.num_new_likes })} />
      </Nav.Link>
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
    </Nav>
  )
}

/** Paid members see Credits with the repeat-order link, everyone else Get Premium (docs/product.md §2). */
function CreditsLink({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const colour = creditsBadgeColour(user.credits, creditsBadgeThreshold)
  const badge =
    colour !== null ? (
      <Badge bg={colour} text={colour === 'warning' ? 'dark' : undefined} className="ms-1">
        <span className="visually-hidden">{t('nav.credits_left', { count: user.credits })}</span>
        <span aria-hidden="true">{user.credits}</span>
      </Badge>
    ) : null
  if (!user.paid_user) {
    return (
      <Nav.Link as={NavLink} to="/premium" className="text-primary fw-semibold">
        {t('nav.get_premium')}
        {badge}
      </Nav.Link>
    )
  }
  return (
    <NavMenu
      id="credits-menu"
      title={
        <>
          {t('nav.credits')}
          {badge}
        </>
      }
    >
      <NavMenuLink to="/credits">{t('nav.credits')}</NavMenuLink>
      <NavMenuLink to="/credits/repeat-order">{t('nav.repeat_order')}</NavMenuLink>
      <NavMenuLink to="/transactions">{t('shop.transactions_link')}</NavMenuLink>
    </NavMenu>
  )
}
