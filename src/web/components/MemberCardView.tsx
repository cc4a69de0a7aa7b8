import { memo } from 'react'
import type { MemberCard } from '#shared/api/members.js'
import { useTranslation } from '#web/lib/translation.js'
import { framedPhoto, frameSizes } from '../lib/framedPhoto.js'
import { FictionalMark } from './FictionalMark.js'

/**
 * Photo, name, age and town of a member; fictional profiles carry the site's icon (docs/product.md §3).
 * `first` marks a card in the first screen: its photo loads at once, ahead of the page's other pictures.
 * A card is drawn again only when its member changes, not each time the list around it does (likes and
 * suggestions arriving after the first paint). Its look is set by a few classes of its own (main.scss) rather
 * than utility classes: a search page draws 24 of them.
 */
export const MemberCardView = memo(function MemberCardView({
  member,
  large = false,
  first = false,
}: {
  member: MemberCard
  large?: boolean
  first?: boolean
}) {
  const { t } = useTranslation()
  return (
    <figure className={large ? 'member-card member-card-large' : 'member-card'}>
      {member.main_image ? (
        <img
          {...framedPhoto(member.main_image, large ? frameSizes.column : frameSizes.tile)}
          alt={member.name}
          className="member-card-photo"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : (
        <div className="member-card-photo member-card-nophoto" aria-hidden="true" />
      )}
      <figcaption>
        <span className="member-card-name">
          {t('profile_view.name_age', { name: member.name, age: member.age })}
        </span>
        <FictionalMark member={member} />
        {member.online && <span className="badge text-bg-success ms-2">{t('members.online')}</span>}
        {member.city && <span className="member-card-city">{member.city}</span>}
      </figcaption>
    </figure>
  )
})
