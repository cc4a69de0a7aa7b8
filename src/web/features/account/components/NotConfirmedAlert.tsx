import { useLocation } from 'react-router'
import { Alert } from '#web/components/ui/Alert.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { ResendActivationButton } from './ResendActivationButton.js'

/** Pages that show the confirm-email box themselves; the alert would only repeat it. */
const confirmPages = new Set(['/complete-signup', '/activate'])

/** The confirm-email box of the alert header, for members who have not used their link yet. */
export function NotConfirmedAlert() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const { pathname } = useLocation()
  if (user?.status !== 'not_confirmed' || confirmPages.has(pathname)) return null
  return (
    <Alert variant="warning" className="my-2 py-2 d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{t('signup.not_confirmed', { email: user.email })}</span>
      <ResendActivationButton size="sm" />
    </Alert>
  )
}
