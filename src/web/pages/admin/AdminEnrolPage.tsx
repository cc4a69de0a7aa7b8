// Outside every layout: the back office's styles come with the page.
import '../../layouts/memberArea.scss'
import '../../layouts/adminArea.scss'
import { Card } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { Enrolment } from '../../features/staff/components/Enrolment.js'
import { StaffCatalogue } from '../../features/staff/components/StaffCatalogue.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminEnrolHandle = staffHandle('admin-enrol', 'enrol.title')

function EnrolCard() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  return (
    <main className="min-vh-100 d-flex justify-content-center bg-body-tertiary p-2 py-sm-5">
      <Card style={{ width: '100%', maxWidth: 560 }} className="align-self-start">
        <Card.Body>
          <h1 className="h5 mb-3">{t('enrol.title')}</h1>
          <Enrolment token={params.get('token') ?? ''} />
        </Card.Body>
      </Card>
    </main>
  )
}

/** /admin/enrol?token=: the link the CLI printed for a new staff member. */
export function AdminEnrolPage() {
  return (
    <StaffCatalogue>
      <EnrolCard />
    </StaffCatalogue>
  )
}
