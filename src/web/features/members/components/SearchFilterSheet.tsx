import { lazy, Suspense, useEffect, useState } from 'react'
import { Icon } from '#web/components/ui/Icon.js'
import { useElementId } from '#web/lib/elementId.js'
import { HydrateLater, turnOf } from '#web/lib/hydrateLater.js'
import { useRegions } from '#web/lib/regions.js'
import { useTranslation } from '#web/lib/translation.js'
import { whenIdle } from '#web/lib/whenIdle.js'
import { type FilterContext, isFieldFailure, type SearchFilters } from '../searchFilters.js'

const loadPanel = () => import('./SearchFilterPanel.js')
const SearchFilterPanel = lazy(async () => ({ default: (await loadPanel()).SearchFilterPanel }))

/** Null until first opened; then kept, closed or open, so that it can slide away when closed. */
type Sheet = { open: boolean; placement: 'bottom' | 'end' } | null

/** The sheet as it opens: from the foot of a phone's screen, from the side of a wider one. */
const openedSheet = (): Sheet => ({
  open: true,
  placement: window.matchMedia('(min-width: 768px)').matches ? 'end' : 'bottom',
})

interface SearchFilterSheetProps {
  filters: SearchFilters
  context: FilterContext
  onSearch: (filters: SearchFilters) => void
  /** The search's failure: one the server names a filter for opens the sheet on that filter. */
  failure?: unknown
  /** Makes the form anew for each search. */
  formKey: string
}

/**
 * The search's filters behind one button, so that members come first on the screen: what is searched for in
 * one line, and the form in a sheet rising from the foot of a phone's screen (from the side of a wider one).
 * The sheet and its form are a chunk of their own (SearchFilterPanel.tsx), fetched once the browser is idle
 * after the first paint, so that the button finds them there.
 */
export function SearchFilterSheet({ filters, context, onSearch, failure, formKey }: SearchFilterSheetProps) {
  const { t } = useTranslation()
  const titleId = useElementId()
  const [sheet, setSheet] = useState<Sheet>(null)
  const close = () => setSheet((shown) => shown && { ...shown, open: false })
  useEffect(() => whenIdle(() => void loadPanel()), [])
  useEffect(() => {
    if (isFieldFailure(failure)) setSheet(openedSheet())
  }, [failure])
  const search = (next: SearchFilters) => {
    close()
    onSearch(next)
  }

  return (
    <>
      <div className="search-filter-bar d-flex align-items-center gap-2 mb-3">
        <HydrateLater turn={turnOf.filterSummary}>
          <p className="search-filter-summary small text-body-secondary mb-0 me-auto">
            <FilterSummary filters={filters} />
          </p>
        </HydrateLater>
        <button
          type="button"
          className="btn btn-outline-secondary d-inline-flex align-items-center gap-2 flex-shrink-0"
          aria-haspopup="dialog"
          onClick={() => setSheet(openedSheet())}
        >
          <Icon name="filter" />
          {t('search.filters')}
        </button>
      </div>
      {sheet && (
        <Suspense fallback={null}>
          <SearchFilterPanel
            show={sheet.open}
            onHide={close}
            placement={sheet.placement}
            titleId={titleId}
            filters={filters}
            context={context}
            onSearch={search}
            failure={failure}
            formKey={formKey}
          />
        </Suspense>
      )}
    </>
  )
}

/** "Women · 25–40 years · Netherlands · Utrecht": what the results show, read without opening the sheet. */
function FilterSummary({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation()
  // Only a search in one region needs the country's regions here (the page has them from the server).
  const regions = useRegions(filters.countryregion === null ? undefined : filters.country || undefined)
  const region = regions.data?.regions.find((candidate) => candidate.id === filters.countryregion)
  const parts = [
    filters.gender ? t(`search.gender_${filters.gender}`) : t('search.gender_any'),
    t('search.age_range', { min: filters.min_age, max: filters.max_age }),
    filters.country ? t(`countries.${filters.country}`) : t('search.country_any'),
    ...(region ? [region.name] : []),
  ]
  return <>{parts.join(' · ')}</>
}
