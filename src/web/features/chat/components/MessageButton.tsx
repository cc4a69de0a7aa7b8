import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * The profile's message button (docs/product.md §2 Other screens item 5): the chat with this member; visitors
 * learn there that it needs an account.
 */
export function MessageButton({ member }: { member: MemberCard }) {
  const { t } = useTranslation()
  return (
    <div className="mb-3">
      <Link
        to={`/members/${member.id}/chat`}
        className="btn btn-primary d-inline-flex align-items-center gap-2"
      >
        <Icon name="send" />
        {t('chat.profile_button', { name: member.name })}
      </Link>
    </div>
  )
}
