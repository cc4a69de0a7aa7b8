import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { HomeFigures } from '../../features/staff/components/HomeFigures.js'
import { staffHandle } from '../../features/staff/routeData.js'

export { staffHomeLoader as adminHomeLoader } from '../../features/staff/routeData.js'
export const adminHomeHandle = staffHandle('admin', 'home.title')

/** An operator's work is the console: they are taken there, with a link while the page loads. */
function OperatorHome() {
  const { t } = useTranslation('staff')
  const navigate = useNavigate()
  useEffect(() => {
    void navigate('/admin/console', { replace: true })
  }, [navigate])
  return (
    <p>
      <Link to="/admin/console" className="btn btn-primary">
        {t('console.open_console')}
      </Link>
    </p>
  )
}

/** /admin: how each site did today against yesterday, and the work waiting. */
export function AdminHomePage() {
  const { t } = useTranslation('staff')
  const role = useStaffMe().data?.staff.role
  return (
    <>
      <h1 className="h4 mb-3">{t('home.title')}</h1>
      {role === 'operator' ? <OperatorHome /> : <HomeFigures />}
    </>
  )
}
