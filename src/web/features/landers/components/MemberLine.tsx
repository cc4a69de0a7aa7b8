import type { MemberCard } from '#shared/api/members.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { useTranslation } from '#web/lib/translation.js'
import { MemberPhoto } from './MemberPhoto.js'

interface MemberNameProps {
  member: MemberCard
  as?: 'span' | 'h2' | 'h3' | 'strong'
  className?: string
}

/** "Name, age" with the fictional icon and, when online, a green dot that says so. */
export function MemberName({ member, as: Tag = 'span', className = '' }: MemberNameProps) {
  const { t } = useTranslation()
  return (
    <Tag className={`member-name ${className}`}>
      {member.online && (
        <span
          className="online-dot"
          role="img"
          aria-label={t('landers.online')}
          title={t('landers.online')}
        />
      )}
      {member.name}, {member.age}
      <FictionalMark member={member} />
    </Tag>
  )
}

interface MemberTileProps {
  member: MemberCard
  priority?: boolean
  large?: boolean
  className?: string
}

/** A photo with name, age and town over it, as most landers show their members. */
export function MemberTile({ member, priority = false, large = false, className = '' }: MemberTileProps) {
  return (
    <figure className={`lander-tile ${className}`}>
      <MemberPhoto
        member={member}
        priority={priority}
        large={large}
        decorative
        className="lander-tile-photo"
      />
      <figcaption className="lander-tile-caption">
        <MemberName member={member} />
        {member.city && <span className="lander-tile-city">{member.city}</span>}
      </figcaption>
    </figure>
  )
}
