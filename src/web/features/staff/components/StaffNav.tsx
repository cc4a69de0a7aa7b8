import { Button, Nav } from 'react-bootstrap'
import { NavLink } from 'react-router'
import type { StaffRole, StaffUser } from '#shared/api/staff.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffLogout } from '../api/logout.js'
import { useStaffMe } from '../api/me.js'

/**
 * The back office's sections, each shown to the roles its calls allow (the server refuses the others
 * anyway); the list is short on purpose so every section stays one Tab away.
 */
const sections: readonly { to: string; key: string; end: boolean; roles: readonly StaffRole[] }[] = [
  { to: '/admin', key: 'nav.home', end: true, roles: ['admin', 'support', 'moderator'] },
  { to: '/admin/console', key: 'nav.console', end: false, roles: ['admin', 'operator'] },
  { to: '/admin/members', key: 'nav.members', end: false, roles: ['admin', 'support', 'moderator'] },
  { to: '/admin/complaints', key: 'nav.complaints', end: false, roles: ['admin', 'support', 'moderator'] },
  { to: '/admin/moderation', key: 'nav.moderation', end: false, roles: ['admin', 'moderator'] },
  { to: '/admin/review', key: 'nav.review', end: false, roles: ['admin', 'moderator'] },
  { to: '/admin/fictional', key: 'nav.fictional', end: false, roles: ['admin', 'moderator'] },
  { to: '/admin/revenue', key: 'nav.revenue', end: false, roles: ['admin'] },
  { to: '/admin/payments', key: 'nav.payments', end: false, roles: ['admin', 'support'] },
  { to: '/admin/discounts', key: 'nav.discounts', end: false, roles: ['admin'] },
  { to: '/admin/traffic', key: 'nav.traffic', end: false, roles: ['admin'] },
  { to: '/admin/sites', key: 'nav.sites', end: false, roles: ['admin'] },
  { to: '/admin/audit', key: 'nav.audit', end: false, roles: ['admin'] },
]

export function StaffNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('staff')
  const role = useStaffMe().data?.staff.role
  return (
    <Nav as="ul" className="flex-column gap-1">
      {sections
        .filter((section) => role !== undefined && section.roles.includes(role))
        .map((section) => (
          <Nav.Item as="li" key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `nav-link rounded px-2 py-1 ${isActive ? 'active bg-primary text-white' : 'text-white-50'}`
              }
            >
              {t(section.key)}
            </NavLink>
          </Nav.Item>
        ))}
    </Nav>
  )
}

/** Who is signed in, with their role, and the way out. */
export function StaffIdentity({ staff }: { staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const out = useStaffLogout()
  return (
    <div className="small text-white-50">
      <div className="text-white text-break">{staff.email}</div>
      <div className="mb-2">{t(`roles.${staff.role}`)}</div>
      <Button size="sm" variant="outline-light" disabled={out.isPending} onClick={() => out.mutate()}>
        {t('nav.logout')}
      </Button>
    </div>
  )
}
