import { useTranslation } from 'react-i18next'
import { HomeFigures } from '../../features/staff/components/HomeFigures.js'
import { staffHandle } from '../../features/staff/routeData.js'

export { staffHomeLoader as adminHomeLoader } from '../../features/staff/routeData.js'
export const adminHomeHandle = staffHandle('admin', 'home.title')

/** /admin: how each site did today against yesterday, and the work waiting. */
export function AdminHomePage() {
  const { t } = useTranslation('staff')
  return (
    <>
      <h1 className="h4 mb-3">{t('home.title')}</h1>
      <HomeFigures />
    </>
  )
}
