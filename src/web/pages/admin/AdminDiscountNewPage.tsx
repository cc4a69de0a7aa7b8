import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { DiscountForm } from '../../features/staff/components/discounts/DiscountForm.js'
import { discountPath } from '../../features/staff/components/discounts/discountText.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminDiscountNewHandle = staffHandle('admin-discounts-new', 'discounts.new_title')

/** /admin/discounts/new: a new code; `?site=` chooses the site first. */
export function AdminDiscountNewPage() {
  const { t } = useTranslation('staff')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  const site = Number(params.get('site')) || undefined
  return (
    <>
      <p className="small mb-1">
        <Link to="/admin/discounts">{t('discounts.back')}</Link>
      </p>
      <h1 className="h4 mb-3">{t('discounts.new_title')}</h1>
      {sites.length > 0 && (
        <DiscountForm
          sites={sites}
          siteId={site}
          onSaved={(saved) => void navigate(discountPath(saved.id))}
        />
      )}
    </>
  )
}
