import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { MemberCardView } from '#web/components/MemberCardView.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type MatchPage, useMatches } from '../api/matches.js'
import type { Preferences } from '../preferences.js'

function MatchCards({
  members,
  shared,
  label,
}: {
  members: MemberCard[]
  shared: Map<number, string[]>
  label: string
}) {
  const { t } = useTranslation()
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0" aria-label={label}>
      {members.map((member) => {
        const common = shared.get(member.id)
        return (
          <li key={member.id} className="col">
            <Link to={`/members/${member.id}`} className="match-card d-block text-reset">
              <MemberCardView member={member} />
              {common && (
                <span className="match-shared">
                  {t('match_finder.shared', {
                    interests: common.map((slug) => t(`interests.${slug}`)).join(', '),
                  })}
                </span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

function allShared(pages: MatchPage[]): Map<number, string[]> {
  return new Map(pages.flatMap((page) => [...page.shared]))
}

/** The members proposed for the answers, with the closest matches first and more on request. */
export function MatchResults({
  viewer,
  preferences,
  country,
}: {
  viewer: number
  preferences: Preferences
  country: string
}) {
  const { t } = useTranslation()
  const matches = useMatches(viewer, preferences, country)
  if (matches.isPending) {
    return (
      <div className="text-center py-5" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mt-3 mb-0">{t('match_finder.loading')}</p>
      </div>
    )
  }
  if (matches.isError) {
    const message = errorText(matches.error, t)
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span className="me-auto">{message}</span>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => void matches.refetch()}
        >
          {t('match_finder.retry')}
        </button>
      </div>
    )
  }
  const pages = matches.data.pages
  const first = pages[0]?.search
  const results = pages.flatMap((page) => page.results)
  const shared = allShared(pages)
  return (
    <>
      <p className="text-body-secondary" aria-live="polite">
        {t('match_finder.count', { count: first?.numResults ?? 0 })}
      </p>
      {results.length > 0 ? (
        <MatchCards members={results} shared={shared} label={t('match_finder.results_title')} />
      ) : (
        <p className="lead">{t('match_finder.none')}</p>
      )}
      {matches.hasNextPage && (
        <div className="text-center mt-4">
          <button
            type="button"
            className="btn btn-outline-primary btn-lg"
            disabled={matches.isFetchingNextPage}
            onClick={() => void matches.fetchNextPage()}
          >
            {matches.isFetchingNextPage ? t('match_finder.loading') : t('match_finder.more')}
          </button>
        </div>
      )}
      {first && first.similar_results.length > 0 && (
        <section className="mt-5" aria-labelledby="match-similar">
          <h2 id="match-similar" className="h4 mb-3">
            {t('match_finder.similar_title')}
          </h2>
          <MatchCards
            members={first.similar_results}
            shared={shared}
            label={t('match_finder.similar_title')}
          />
        </section>
      )}
    </>
  )
}
