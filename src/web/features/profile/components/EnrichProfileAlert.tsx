import { useEffect, useState } from 'react'
import { Alert } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { readLocalFlag, setLocalFlag } from '../../../lib/localFlags.js'
import { useCurrentUser } from '../../site/api/user.js'
import { shouldSuggestEnrich } from '../enrich.js'

/** Suggests a profile photo to a member without one (hide-enrich-alert keeps it closed for a while). */
export function EnrichProfileAlert() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const user = useCurrentUser()
  const [dismissedAt, setDismissedAt] = useState<number | null>(null)
  const [hydrated, setHydrated] = useState(false)

  // The flag lives in the browser: read after hydration, so that the first paint matches the server's.
  useEffect(() => {
    setDismissedAt(readLocalFlag('hide-enrich-alert'))
    setHydrated(true)
  }, [])

  if (!hydrated || !user) return null
  const shown = shouldSuggestEnrich({
    pathname,
    status: user.status,
    hasMainPhoto: user.profile?.main_image != null,
    dismissedAt,
    now: Date.now(),
  })
  if (!shown) return null

  const close = () => {
    const now = Date.now()
    setLocalFlag('hide-enrich-alert', now)
    setDismissedAt(now)
  }
  return (
    <Alert variant="light" role="note" dismissible onClose={close} closeLabel={t('close')} className="border">
      <strong className="d-block">{t('my_profile.enrich.title')}</strong>
      {t('my_profile.enrich.body')}{' '}
      <Link to="/profile#photos" className="alert-link">
        {t('my_profile.enrich.action')}
      </Link>
    </Alert>
  )
}
