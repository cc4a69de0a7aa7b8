import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { ReviewList } from '../../features/staff/components/ReviewList.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminReviewHandle = staffHandle('admin-review', 'review.title')

/** /admin/review: members the chat's spam and scam rules flagged, for moderators to clear or disable. */
export function AdminReviewPage() {
  const { t } = useTranslation('staff')
  const sites = useStaffMe().data?.staff.sites ?? []
  return (
    <>
      <h1 className="h4 mb-1">{t('review.title')}</h1>
      <p className="small text-body-secondary mb-2">{t('review.intro')}</p>
      <ReviewList sites={sites} />
    </>
  )
}
