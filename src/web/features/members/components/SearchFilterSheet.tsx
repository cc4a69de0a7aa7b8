import { useEffect, useId, useState } from 'react'
import { Button, Offcanvas } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { Icon } from '#web/components/ui/Icon.js'
import { useRegions } from '#web/lib/regions.js'
import type { FilterContext, SearchFilters } from '../searchFilters.js'
import { isFieldFailure, SearchForm } from './SearchForm.js'

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
 */
export function SearchFilterSheet({ filters, context, onSearch, failure, formKey }: SearchFilterSheetProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [placement, setPlacement] = useState<'bottom' | 'end'>('bottom')
  useEffect(() => {
    if (isFieldFailure(failure)) setOpen(true)
  }, [failure])

  const show = () => {
    setPlacement(window.matchMedia('(min-width: 768px)').matches ? 'end' : 'bottom')
    setOpen(true)
  }
  const search = (next: SearchFilters) => {
    setOpen(false)
    onSearch(next)
  }

  return (
    <>
      <div className="search-filter-bar d-flex align-items-center gap-2 mb-3">
        <p className="search-filter-summary small text-body-secondary mb-0 me-auto">
          <FilterSummary filters={filters} />
        </p>
        <Button
          variant="outline-secondary"
          className="d-inline-flex align-items-center gap-2 flex-shrink-0"
          aria-haspopup="dialog"
          onClick={show}
        >
          <Icon name="filter" />
          {t('search.filters')}
        </Button>
      </div>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement={placement}
        className="search-filter-sheet"
        aria-labelledby={titleId}
      >
        <Offcanvas.Header closeButton closeLabel={t('close')}>
          <Offcanvas.Title as="h2" id={titleId} className="h5">
            {t('search.filters')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <SearchForm key={formKey} filters={filters} context={context} onSearch={search} failure={failure} />
        </Offcanvas.Body>
      </Offcanvas>
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
