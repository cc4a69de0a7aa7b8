import { NavLink } from 'react-router'
import { Icon, type IconName } from '#web/components/ui/Icon.js'
import type { CurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { CountBadge } from './CountBadge.js'

interface Tab {
  to: string
  icon: IconName
  label: string
  badge?: { count: number; label: string }
}

/**
 * The members' sections at the foot of a phone's screen, where the thumb is, as on the dating apps members
 * know; wider screens have them in the top bar (TopNav). Messages and likes carry what is new.
 */
export function TabBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const unread = user.num_unread_messages
  const likes = user.num_new_likes
  const tabs: Tab[] = [
    { to: '/members', icon: 'search', label: t('nav.tab_discover') },
    { to: '/swipe-game', icon: 'cards', label: t('nav.tab_swipe') },
    {
      to: '/likes',
      icon: 'heart',
      label: t('nav.likes'),
      badge: { count: likes, label: t('nav.new_likes', { count: likes }) },
    },
    {
      to: '/chats',
      icon: 'chat',
      label: t('nav.messages'),
      badge: { count: unread, label: t('nav.unread_messages', { count: unread }) },
    },
    { to: '/profile', icon: 'person', label: t('nav.tab_me') },
  ]
  return (
    <nav className="tab-bar d-md-none" aria-label={t('nav.tabs')}>
      {tabs.map((tab) => (
        // '/members' is Discover alone: a member's profile (/members/12) belongs to no tab.
        <NavLink key={tab.to} to={tab.to} end={tab.to === '/members'} className="tab-bar-link">
          <Icon name={tab.icon} />
          <span className="tab-bar-label">{tab.label}</span>
          {tab.badge && <CountBadge count={tab.badge.count} label={tab.badge.label} />}
        </NavLink>
      ))}
    </nav>
  )
}
