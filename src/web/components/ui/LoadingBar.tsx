import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { loadingBar } from '#shared/constants.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * A thin bar at the top while a page loads: it appears only after the throttle delay, so fast
 * navigations show nothing, and runs for the bar's full duration at most (docs/product.md §9).
 */
export function LoadingBar() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => setVisible(true), loadingBar.throttleMs)
    return () => window.clearTimeout(timer)
  }, [busy])

  if (!visible) return null
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('loading')}
      style={{ animationDuration: `${loadingBar.durationMs}ms` }}
    />
  )
}
