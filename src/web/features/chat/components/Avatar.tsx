import type { MemberCard } from '#shared/api/members.js'
import { initialOf } from '#web/lib/initial.js'

/** A member's round thumbnail (or initial), with the green dot while they are online. */
export function Avatar({ member, size = 48 }: { member: MemberCard; size?: number }) {
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      {member.main_image ? (
        <img src={member.main_image.thumb_url} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <span className="chat-avatar-initial" aria-hidden="true">
          {initialOf(member.name)}
        </span>
      )}
      {member.online && <span className="chat-avatar-online" aria-hidden="true" />}
    </span>
  )
}
