import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { formatDate, formatDateTime } from '../format.js'

/**
 * A point in time, in the browser's time zone once hydrated. The server and the hydrating render show UTC
 * (marked so), since the server cannot know the staff member's zone and both renders must agree.
 */
export function StaffTime({ ms, dateOnly = false }: { ms: number | null; dateOnly?: boolean }) {
  const { i18n } = useTranslation()
  const hydrated = useHydrated()
  if (ms === null) return <span className="text-body-secondary">–</span>
  const format = dateOnly ? formatDate : formatDateTime
  const text = format(ms, i18n.language, !hydrated)
  return (
    <time dateTime={new Date(ms).toISOString()} className="text-nowrap">
      {hydrated || dateOnly ? text : `${text} UTC`}
    </time>
  )
}
