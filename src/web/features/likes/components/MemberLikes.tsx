import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import { MemberCardView } from '#web/components/MemberCardView.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { likeEntries, useLikes } from '../api/likes.js'
import { LikeButton } from './LikeButton.js'

/** /likes/m/:id: where the viewer and one member stand, with their card and the like button. */
export function MemberLikes({ id }: { id: number }) {
  const { t } = useTranslation()
  const likes = useLikes()
  if (likes.isPending) {
    return <LoadingSpinner />
  }
  if (likes.isError) return <Alert variant="danger">{errorText(likes.error, t)}</Alert>
  const entry = likeEntries(likes.data).find((candidate) => candidate.member.id === id)
  if (!entry) {
    return (
      <>
        <p>{t('likes.member.none')}</p>
        <Link to="/likes" className="btn btn-outline-primary">
          {t('likes.member.back')}
        </Link>
      </>
    )
  }
  const { member } = entry
  return (
    <div className="likes-member">
      <h2 className="h4">{t(`likes.state.${entry.state}`, { name: member.name })}</h2>
      <Link to={`/members/${member.id}`} className="member-grid-link mb-3">
        <MemberCardView member={member} large />
      </Link>
      <LikeButton key={entry.state} member={member} state={entry.state} />
      <div className="d-flex flex-wrap gap-2">
        <Link to={`/members/${member.id}`} className="btn btn-primary">
          {t('likes.member.open_profile', { name: member.name })}
        </Link>
        <Link to="/likes" className="btn btn-outline-secondary">
          {t('likes.member.back')}
        </Link>
      </div>
    </div>
  )
}
