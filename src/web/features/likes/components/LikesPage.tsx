import { Alert, Nav } from 'react-bootstrap'
import { Link, NavLink } from 'react-router'
import type { LikeListType } from '#shared/api/likes.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { entriesOfType, type LikeEntry, likeEntries, useLikes } from '../api/likes.js'
import { LikeCard } from './LikeCard.js'

/**
 * /likes and /likes/:type (docs/product.md §2 Other screens item 6): how many like the viewer, and the cards
 * of the chosen list. The spinner shows on the first load only; later reloads keep the cards in place.
 */
export function LikesPage({ type }: { type?: LikeListType }) {
  const { t } = useTranslation()
  const likes = useLikes()
  return (
    <section className="likes-page container-lg py-4" aria-labelledby="likes-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="likes-title" className="h2 mb-0">
          {t('likes.title')}
        </h1>
        <Link to="/swipe-game" className="btn btn-outline-primary btn-sm">
          {t('likes.swipe_link')}
        </Link>
      </div>
      {likes.isPending ? (
        <LoadingSpinner />
      ) : likes.isError ? (
        <Alert variant="danger">{errorText(likes.error, t)}</Alert>
      ) : (
        <LikesLists entries={likeEntries(likes.data)} type={type} />
      )}
    </section>
  )
}

function LikesLists({ entries, type }: { entries: LikeEntry[]; type?: LikeListType }) {
  const { t } = useTranslation()
  const likedMe = entries.filter((entry) => entry.state === 'received' || entry.state === 'match').length
  const shown = type ? entriesOfType(entries, type) : entries
  const tabs: { to: string; label: string; count: number }[] = [
    { to: '/likes', label: t('likes.tabs.all'), count: entries.length },
    {
      to: '/likes/received',
      label: t('likes.tabs.received'),
      count: entriesOfType(entries, 'received').length,
    },
    { to: '/likes/sent', label: t('likes.tabs.sent'), count: entriesOfType(entries, 'sent').length },
    { to: '/likes/matches', label: t('likes.tabs.matches'), count: entriesOfType(entries, 'matches').length },
  ]
  return (
    <>
      {likedMe > 0 && <p className="lead mb-3">{t('likes.count', { count: likedMe })}</p>}
      <Nav
        variant="underline"
        className="likes-tabs mb-4 flex-nowrap column-gap-3"
        as="nav"
        aria-label={t('likes.tabs.label')}
      >
        {tabs.map((tab) => (
          <Nav.Item key={tab.to}>
            <Nav.Link as={NavLink} to={tab.to} end className="text-nowrap">
              {tab.label} <span className="text-body-secondary">({tab.count})</span>
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {shown.length === 0 ? (
        <EmptyLikes type={type ?? 'all'} />
      ) : (
        <ul
          className="member-grid row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0"
          aria-label={type ? t(`likes.tabs.${type}`) : t('likes.tabs.all')}
        >
          {shown.map((entry) => (
            <li key={entry.member.id} className="col">
              <LikeCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * An empty list says what would fill it and leads there: members to like, the swipe game, or the profile
 * that earns likes.
 */
function EmptyLikes({ type }: { type: LikeListType | 'all' }) {
  const { t } = useTranslation()
  const toProfile = type === 'received'
  return (
    <div className="likes-empty text-center py-4 px-3 rounded bg-body-tertiary">
      <p className="fw-semibold mb-1">{t(`likes.empty.${type}.title`)}</p>
      <p className="text-body-secondary mb-3">{t(`likes.empty.${type}.body`)}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {toProfile ? (
          <Link to="/profile" className="btn btn-primary">
            {t('likes.improve_profile')}
          </Link>
        ) : (
          <Link to={type === 'matches' ? '/swipe-game' : '/members'} className="btn btn-primary">
            {type === 'matches' ? t('likes.swipe_link') : t('nav.search_members')}
          </Link>
        )}
      </div>
    </div>
  )
}
