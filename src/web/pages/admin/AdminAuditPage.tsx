import { useTranslation } from '#web/lib/translation.js'
import { AuditLog } from '../../features/staff/components/AuditLog.js'
import { staffHandle } from '../../features/staff/routeData.js'

export { staffAuditLoader as adminAuditLoader } from '../../features/staff/routeData.js'
export const adminAuditHandle = staffHandle('admin-audit', 'audit.title')

/** /admin/audit: the record of staff actions. */
export function AdminAuditPage() {
  const { t } = useTranslation('staff')
  return (
    <>
      <h1 className="h4 mb-2">{t('audit.title')}</h1>
      <AuditLog />
    </>
  )
}
