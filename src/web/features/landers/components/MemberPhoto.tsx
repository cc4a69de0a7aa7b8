import type { MemberCard } from '#shared/api/members.js'
import { framedPhoto, frameSizes } from '#web/lib/framedPhoto.js'

interface MemberPhotoProps {
  member: MemberCard
  /** A picture as wide as the column (large tiles, heroes) rather than a tile. */
  large?: boolean
  /** How wide the picture shows, when neither a tile nor the column (`sizes` of <img>). */
  sizes?: string
  /** The first picture of a page: loaded at once; every other one waits until it nears the screen. */
  priority?: boolean
  className?: string
  /** Pictures that only decorate (the name is next to them) are hidden from screen readers. */
  decorative?: boolean
}

export function MemberPhoto({
  member,
  large = false,
  priority = false,
  className = '',
  decorative = false,
  sizes,
}: MemberPhotoProps) {
  if (!member.main_image) return <div className={`lander-nophoto ${className}`} aria-hidden="true" />
  return (
    <img
      {...framedPhoto(member.main_image, sizes ?? (large ? frameSizes.column : frameSizes.tile))}
      alt={decorative ? '' : member.name}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
