import { useLocation } from 'react-router'
import { Icon, type IconName } from '#web/components/ui/Icon.js'
import type { CurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLinkClicks } from '#web/lib/useLinkClicks.js'
import { CountBadge } from './CountBadge.js'

interface Tab {
  to: string
  icon: IconName
  label: string
  badge?: { count: number; label: string }
}

/** Whether `pathname` is in the section of `to`: Discover is `/members` alone (a profile is in no section). */
function inSection(pathname: string, to: string): boolean {
  if (to === '/members') return pathname === to
  return pathname === to || pathname.startsWith(`${to}/`)
}

/**
 * The members' sections at the foot of a phone's screen, where the thumb is, as on the dating apps members
 * know; wider screens have them in the top bar (TopNav). Messages and likes carry what is new. Plain links
 * with one listener (useLinkClicks): the bar is on every member page, and five router links cost more.
 */
export function TabBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const openTab = useLinkClicks('a.tab-bar-link')
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are those of the tabs' links, which a keyboard's Enter fires too
    <nav className="tab-bar d-md-none" aria-label={t('nav.tabs')} onClick={openTab}>
      {tabs.map((tab) => {
        const current = inSection(pathname, tab.to)
        return (
          <a
            key={tab.to}
            href={tab.to}
            className={current ? 'tab-bar-link active' : 'tab-bar-link'}
            aria-current={current ? 'page' : undefined}
          >
            <Icon name={tab.icon} />
            <span className="tab-bar-label">{tab.label}</span>
            {tab.badge && <CountBadge count={tab.badge.count} label={tab.badge.label} />}
          </a>
        )
      })}
    </nav>
  )
}
