import { Offcanvas } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'
import type { FilterContext, SearchFilters } from '../searchFilters.js'
import { SearchForm } from './SearchForm.js'

export interface SearchFilterPanelProps {
  show: boolean
  onHide: () => void
  placement: 'bottom' | 'end'
  titleId: string
  filters: SearchFilters
  context: FilterContext
  onSearch: (filters: SearchFilters) => void
  failure?: unknown
  formKey: string
}

/**
 * The sheet of SearchFilterSheet with the search form: a chunk of its own, since no page shows it in its first
 * paint.
 */
export function SearchFilterPanel(props: SearchFilterPanelProps) {
  const { t } = useTranslation()
  return (
    <Offcanvas
      show={props.show}
      onHide={props.onHide}
      placement={props.placement}
      className="search-filter-sheet"
      aria-labelledby={props.titleId}
    >
      <Offcanvas.Header closeButton closeLabel={t('close')}>
        <Offcanvas.Title as="h2" id={props.titleId} className="h5">
          {t('search.filters')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <SearchForm
          key={props.formKey}
          filters={props.filters}
          context={props.context}
          onSearch={props.onSearch}
          failure={props.failure}
        />
      </Offcanvas.Body>
    </Offcanvas>
  )
}
