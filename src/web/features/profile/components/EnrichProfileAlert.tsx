import { Link, useLocation } from 'react-router'
import { Alert } from '#web/components/ui/Alert.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLocalFlag } from '#web/lib/useLocalFlag.js'
import { shouldSuggestEnrich } from '../enrich.js'

/** Suggests a profile photo to a member without one (hide-enrich-alert keeps it closed for a while). */
export function EnrichProfileAlert() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const user = useCurrentUser()
  const hidden = useLocalFlag('hide-enrich-alert')

  if (hidden.at === undefined || !user) return null
  const shown = shouldSuggestEnrich({
    pathname,
    status: user.status,
    hasMainPhoto: user.profile?.main_image != null,
    dismissedAt: hidden.at,
    now: Date.now(),
  })
  if (!shown) return null

  return (
    <Alert variant="light" role="note" onClose={hidden.set} closeLabel={t('close')} className="border">
      <strong className="d-block">{t('my_profile.enrich.title')}</strong>
      {t('my_profile.enrich.body')}{' '}
      <Link to="/profile" className="alert-link">
        {t('my_profile.enrich.action')}
      </Link>
    </Alert>
  )
}
