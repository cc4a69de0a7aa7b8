import './memberArea.scss'
import './adminArea.scss'
import { useState } from 'react'
import { Alert, Button, Offcanvas } from 'react-bootstrap'
import { data, isRouteErrorResponse, Link, Navigate, Outlet, useLocation, useRouteError } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { LoadingSpinner } from '../components/ui/LoadingSpinner.js'
import { useStaffMe } from '../features/staff/api/me.js'
import { StaffCatalogue } from '../features/staff/components/StaffCatalogue.js'
import { StaffIdentity, StaffNavLinks } from '../features/staff/components/StaffNav.js'
import { StaffToasts } from '../features/staff/components/StaffToasts.js'
import { adminLoginPathFor } from '../features/staff/format.js'
import { ApiError } from '../lib/api.js'
import { errorText } from '../lib/errorText.js'
import { RouteErrorStatus } from '../Root.js'

export { staffLayoutLoader as adminLayoutLoader } from '../features/staff/routeData.js'

const sideWidth = 210

/**
 * The side navigation, inline from 992 px; below that an offcanvas opened from the top bar, so the tables
 * keep the whole width of a phone.
 */
function AdminShell() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const location = useLocation()
  const me = useStaffMe()
  const [menuOpen, setMenuOpen] = useState(false)

  if (me.error instanceof ApiError && me.error.status === 403)
    return <Navigate to={adminLoginPathFor(`${location.pathname}${location.search}`)} replace />

  return (
    // White behind the pages: Bootstrap's grey text and the site's pink fall short of 4.5:1 on the light grey.
    <div className="d-lg-flex min-vh-100 bg-body">
      <a
        href="#admin-main"
        className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white"
      >
        {t('nav.skip')}
      </a>
      <header className="d-lg-none navbar navbar-dark bg-dark px-3 py-2 sticky-top">
        <Link to="/admin" className="navbar-brand fs-6 fw-semibold">
          {t('app_name')}
        </Link>
        <Button
          size="sm"
          variant="outline-light"
          onClick={() => setMenuOpen(true)}
          aria-controls="admin-nav"
          aria-expanded={menuOpen}
        >
          {t('nav.menu')}
        </Button>
      </header>
      <aside className="bg-dark flex-shrink-0 d-lg-block" style={{ width: sideWidth }}>
        <Offcanvas
          id="admin-nav"
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          responsive="lg"
          className="bg-dark text-white sticky-lg-top"
          aria-label={t('nav.label')}
        >
          <Offcanvas.Header closeButton closeVariant="white" closeLabel={t('common.close')}>
            <Offcanvas.Title className="fs-6">{t('app_name')}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="d-flex flex-column gap-4 p-3">
            <Link to="/admin" className="d-none d-lg-block text-white fw-semibold text-decoration-none">
              {t('app_name')}
            </Link>
            <nav aria-label={t('nav.label')}>
              <StaffNavLinks onNavigate={() => setMenuOpen(false)} />
            </nav>
            {me.data && <StaffIdentity staff={me.data.staff} />}
          </Offcanvas.Body>
        </Offcanvas>
      </aside>
      <main id="admin-main" className="flex-grow-1 p-2 p-lg-3" style={{ minWidth: 0 }}>
        {me.error ? (
          <Alert variant="danger">{errorText(me.error, tMain)}</Alert>
        ) : me.data ? (
          <Outlet />
        ) : (
          <LoadingSpinner />
        )}
      </main>
    </div>
  )
}

/** The back office's own layout (docs/product.md Staff): its texts, its toasts, its navigation. */
export function AdminLayout() {
  return (
    <StaffCatalogue>
      <StaffToasts>
        <AdminShell />
      </StaffToasts>
    </StaffCatalogue>
  )
}

/** An error inside the back office: its status and a way back, in the back office's words. */
export function AdminError() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <StaffCatalogue>
      <RouteErrorStatus />
      <AdminErrorText status={status} />
    </StaffCatalogue>
  )
}

function AdminErrorText({ status }: { status: number }) {
  const { t } = useTranslation('staff')
  return (
    <div className="container py-5">
      <h1 className="h4">{status === 404 ? t('error.not_found') : t('error.failed')}</h1>
      <Link to="/admin">{t('error.back')}</Link>
    </div>
  )
}

/** An address under /admin that names no back-office page. */
export function adminNotFoundLoader(): never {
  throw data(null, { status: 404 })
}
