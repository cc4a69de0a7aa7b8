import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { formatDateTime } from '../../format.js'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** How long ago, in the largest whole unit: what a desk sorts its work by at a glance. */
export function ageOf(ms: number, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const age = Math.max(0, now - ms)
  if (age >= day) return { unit: 'days', count: Math.floor(age / day) }
  if (age >= hour) return { unit: 'hours', count: Math.floor(age / hour) }
  return { unit: 'minutes', count: Math.floor(age / minute) }
}

/**
 * A complaint's age, with its time as the tooltip. The server cannot know the moment the page is read, so
 * the first paint shows the time and the browser the age.
 */
export function ComplaintAge({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('staff')
  const hydrated = useHydrated()
  const ms = Date.parse(iso)
  const full = formatDateTime(ms, i18n.language, !hydrated)
  if (!hydrated) return <time dateTime={iso}>{`${full} UTC`}</time>
  const age = ageOf(ms, Date.now())
  return (
    <time dateTime={iso} title={full}>
      {t(`complaints.age_${age.unit}`, { count: age.count })}
    </time>
  )
}
