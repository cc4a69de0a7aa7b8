import { useEffect, useRef } from 'react'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useTranslation } from '#web/lib/translation.js'

interface InfiniteLoaderProps {
  hasMore: boolean
  loading: boolean
  onMore: () => void
}

/**
 * Loads the next page when the end of the list scrolls into view (well before, so that scrolling rarely
 * waits), with a "Show more" button for browsers without IntersectionObserver and for keyboard users.
 */
export function InfiniteLoader({ hasMore, loading, onMore }: InfiniteLoaderProps) {
  const { t } = useTranslation()
  const sentinel = useRef<HTMLDivElement>(null)
  const wanted = hasMore && !loading
  const more = useRef(onMore)
  more.current = onMore

  useEffect(() => {
    const element = sentinel.current
    if (!wanted || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted])

  if (!hasMore) return null
  return (
    <div className="text-center my-4">
      <div ref={sentinel} aria-hidden="true" className="infinite-sentinel" />
      <button type="button" className="btn btn-outline-primary" onClick={onMore} disabled={loading}>
        {loading && <InlineSpinner className="me-2" />}
        {loading ? t('loading') : t('search.show_more')}
      </button>
    </div>
  )
}
