import { Button } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { pageOf, withFilter } from '../searchParams.js'

/** Previous and next, kept in the URL: the lists give `has_more` rather than a total. */
export function Pager({ hasMore, busy }: { hasMore: boolean; busy: boolean }) {
  const { t } = useTranslation('staff')
  const [params, setParams] = useSearchParams()
  const page = pageOf(params)
  const go = (to: number) => setParams(withFilter(params, 'page', to > 1 ? String(to) : ''))
  return (
    <nav aria-label={t('paging.label')} className="d-flex align-items-center gap-2 py-2">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1 || busy} onClick={() => go(page - 1)}>
        {t('paging.previous')}
      </Button>
      <span className="small text-body-secondary">{t('paging.page', { page })}</span>
      <Button size="sm" variant="outline-secondary" disabled={!hasMore || busy} onClick={() => go(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  )
}
