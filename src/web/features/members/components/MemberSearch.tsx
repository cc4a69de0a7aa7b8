import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { searchAgeBounds } from '#shared/constants.js'
import { Alert } from '#web/components/ui/Alert.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { searchWithoutSignup } from '#web/lib/signupParam.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useMemberSearch } from '../api/search.js'
import { useTrafficSource } from '../hooks/useTrafficSource.js'
import { searchAllowed } from '../searchAccess.js'
import {
  type FilterContext,
  filterContextFor,
  filtersFromSearch,
  isFieldFailure,
  lowestAge,
  type SearchFilters,
  searchRequestParams,
  searchWithFilters,
} from '../searchFilters.js'
import { rememberSearch, type SearchNotice } from '../searchMemory.js'
import { InfiniteLoader } from './InfiniteLoader.js'
import { type CardAction, MemberGrid } from './MemberGrid.js'
import { SearchFilterSheet } from './SearchFilterSheet.js'
import { SearchGate } from './SearchGate.js'
import { SuggestedMembers } from './SuggestedMembers.js'

/**
 * /members: the search, the home of members (docs/product.md §2), for visitors only where the site allows it.
 */
export function MemberSearch({ cardAction }: { cardAction: CardAction }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const user = useCurrentUser()
  const network = useTrafficSource()
  const visitorNetwork = user ? undefined : network
  const allowed = searchAllowed(settings, user !== null, visitorNetwork)
  return (
    <div className="member-search container-lg py-4">
      <h1 className="h3 mb-3">{t('search.title')}</h1>
      {allowed ? <SearchArea network={visitorNetwork} cardAction={cardAction} /> : <SearchGate />}
    </div>
  )
}

function SearchArea({ network, cardAction }: { network: string | undefined; cardAction: CardAction }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const settings = useSettings()
  const user = useCurrentUser()
  const context = filterContextFor(settings, user?.profile?.country)
  const filters = filtersFromSearch(location.search, context)
  const viewer = user?.id ?? null
  const notice = location.state as SearchNotice | null
  const params = searchRequestParams(filters, context, network)
  // The same query the results read (one request); its refusal of a filter is shown on that filter.
  const results = useMemberSearch(viewer, params, true)

  useEffect(() => rememberSearch(searchWithoutSignup(location.search)), [location.search])

  const search = (next: SearchFilters) => void navigate({ search: searchWithFilters(location.search, next) })
  const dismissNotice = () =>
    void navigate(location, { replace: true, state: null, preventScrollReset: true })

  return (
    <>
      {notice?.blocked && (
        <Alert variant="success" onClose={dismissNotice} closeLabel={t('close')}>
          {t('search.blocked_notice', { name: notice.blocked })}
        </Alert>
      )}
      <SearchFilterSheet
        formKey={location.search}
        filters={filters}
        context={context}
        onSearch={search}
        failure={results.error}
      />
      <SuggestedMembers viewer={viewer} />
      <SearchResults
        viewer={viewer}
        params={params}
        onWiden={() => search(widened(filters, context))}
        cardAction={cardAction}
      />
    </>
  )
}

/** The same search with fewer limits: first everyone in the country, then everyone. */
function widened(filters: SearchFilters, context: FilterContext): SearchFilters {
  const wide = {
    gender: '',
    country: filters.country,
    countryregion: null,
    min_age: lowestAge(context),
    max_age: searchAgeBounds.max,
  } as const
  const same = (Object.keys(wide) as (keyof SearchFilters)[]).every((key) => wide[key] === filters[key])
  return same ? { ...wide, country: '' } : wide
}

function uniqueMembers(members: MemberCard[]): MemberCard[] {
  const seen = new Set<number>()
  return members.filter((member) => !seen.has(member.id) && seen.add(member.id))
}

function SearchResults(props: {
  viewer: number | null
  params: Record<string, string>
  onWiden: () => void
  cardAction: CardAction
}) {
  const { t } = useTranslation()
  const query = useMemberSearch(props.viewer, props.params, true)

  if (query.isPending) {
    return (
      <div className="text-center py-5" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    )
  }
  if (query.isError && query.error instanceof ApiError && query.error.status === 403) return <SearchGate />
  // The filter sheet opens on the country or the region it names; closed, the message stays here.
  if (query.isError && isFieldFailure(query.error)) {
    return <Alert variant="warning">{errorText(query.error, t)}</Alert>
  }
  if (query.isError) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{errorText(query.error, t)}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void query.refetch()}>
          {t('search.retry')}
        </button>
      </Alert>
    )
  }

  const [first] = query.data.pages
  const results = uniqueMembers(query.data.pages.flatMap((page) => page.results))
  const similar = first?.similar_results ?? []
  return (
    <section aria-labelledby="search-count">
      <h2 id="search-count" className="h5 mb-3" aria-live="polite">
        {t('search.found', { count: first?.numResults ?? 0 })}
      </h2>
      {results.length > 0 && (
        <MemberGrid
          members={results}
          label={t('search.results_label')}
          cardAction={props.cardAction}
          leading
        />
      )}
      <InfiniteLoader
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
      {query.isFetchNextPageError && (
        <Alert variant="warning" className="mt-3">
          {t('search.load_failed')}
        </Alert>
      )}
      {results.length === 0 && <EmptyState onWiden={props.onWiden} />}
      {similar.length > 0 && (
        <section className="mt-5" aria-labelledby="similar-title">
          <h2 id="similar-title" className="h5 mb-1">
            {t('search.similar_title')}
          </h2>
          <p className="text-body-secondary">{t('search.similar_lead')}</p>
          <MemberGrid members={similar} label={t('search.similar_title')} cardAction={props.cardAction} />
        </section>
      )}
    </section>
  )
}

function EmptyState({ onWiden }: { onWiden: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="search-empty text-center py-4 px-3 rounded bg-body-tertiary">
      <p className="fw-semibold mb-1">{t('search.empty_title')}</p>
      <p className="text-body-secondary mb-3">{t('search.empty_body')}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onWiden}>
        {t('search.widen')}
      </button>
    </div>
  )
}
