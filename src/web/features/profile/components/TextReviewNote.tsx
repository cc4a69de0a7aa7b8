import type { ReviewedTextField } from '#shared/api/staff-moderation.js'
import { useTranslation } from '#web/lib/translation.js'
import { useOwnTextReview } from '../api/ownProfile.js'

/**
 * Under the name or the about-me field: that the change waits for the site's check (and only the member
 * sees it meanwhile), or that the site's team refused it and why.
 */
export function TextReviewNote({ field }: { field: ReviewedTextField }) {
  const { t } = useTranslation()
  const review = useOwnTextReview().data
  if (!review) return null
  const refused = review.refused.find((refusal) => refusal.field === field)
  if (review.waiting.includes(field))
    return <p className="small text-warning-emphasis mb-3">{t('profile_review.waiting')}</p>
  if (!refused) return null
  return (
    <p className="small text-danger-emphasis mb-3" role="status">
      {t('profile_review.refused', {
        field: t(`moderation.fields.${field}`),
        reason: t(`moderation.reasons.${refused.reason}`),
      })}
    </p>
  )
}

/** The site's choice, when it holds changed texts back until they are checked. */
export function TextReviewIntro() {
  const { t } = useTranslation()
  const review = useOwnTextReview().data
  if (review?.mode !== 'before_showing') return null
  return <p className="small text-body-secondary">{t('profile_review.note_before')}</p>
}
