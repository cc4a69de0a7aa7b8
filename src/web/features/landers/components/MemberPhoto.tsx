import type { MemberCard } from '#shared/api/members.js'

interface MemberPhotoProps {
  member: MemberCard
  /** The full photo instead of the thumbnail (large tiles, heroes). */
  large?: boolean
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
}: MemberPhotoProps) {
  if (!member.main_image) return <div className={`lander-nophoto ${className}`} aria-hidden="true" />
  return (
    <img
      src={large ? member.main_image.url : member.main_image.thumb_url}
      alt={decorative ? '' : member.name}
      className={className}
      width={large ? 1200 : 240}
      height={large ? 1500 : 300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
