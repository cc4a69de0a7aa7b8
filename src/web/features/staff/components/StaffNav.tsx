import { Button, Nav } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import { useStaffLogout } from '../api/logout.js'

/**
 * The back office's sections. Sites, when it comes, is one more line here; the list is short on purpose
 * so every section stays one Tab away.
 */
const sections = [
  { to: '/admin', key: 'nav.home', end: true },
  { to: '/admin/members', key: 'nav.members', end: false },
  { to: '/admin/audit', key: 'nav.audit', end: false },
] as const

export function StaffNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('staff')
  return (
    <Nav as="ul" className="flex-column gap-1">
      {sections.map((section) => (
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
