// Outside every layout: the back office's styles come with the page.
import '../../layouts/memberArea.scss'
import '../../layouts/adminArea.scss'
import { Card } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'
import { StaffCatalogue } from '../../features/staff/components/StaffCatalogue.js'
import { StaffLoginForm } from '../../features/staff/components/StaffLoginForm.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminLoginHandle = staffHandle('admin-login', 'login.title')

function LoginCard() {
  const { t } = useTranslation('staff')
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-2">
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Card.Body>
          <h1 className="h5 mb-3">{t('login.title')}</h1>
          <StaffLoginForm />
        </Card.Body>
      </Card>
    </main>
  )
}

/** /admin/login: outside the layout, which is for signed-in staff only. */
export function AdminLoginPage() {
  return (
    <StaffCatalogue>
      <LoginCard />
    </StaffCatalogue>
  )
}
