import { Badge } from 'react-bootstrap'
import { Link } from 'react-router'
import { MemberCardView } from '#web/components/MemberCardView.js'
import { useTranslation } from '#web/lib/translation.js'
import type { LikeEntry } from '../api/likes.js'

/** A member of the likes lists: their card (opening the profile), where the two stand, and 'New'. */
export function LikeCard({ entry }: { entry: LikeEntry }) {
  const { t } = useTranslation()
  const { member } = entry
  return (
    <div className="like-card position-relative">
      <Link to={`/members/${member.id}`} className="member-grid-link">
        <MemberCardView member={member} />
      </Link>
      {entry.isNew && (
        <Badge bg="danger" className="like-card-new position-absolute top-0 start-0 m-2">
          {t('likes.new')}
        </Badge>
      )}
      <Link to={`/likes/m/${member.id}`} className="small d-inline-block mt-1">
        {t(`likes.state.${entry.state}`, { name: member.name })}
      </Link>
    </div>
  )
}
