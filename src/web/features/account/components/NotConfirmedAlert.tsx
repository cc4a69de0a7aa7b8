import { Alert } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { ResendActivationButton } from './ResendActivationButton.js'

/** The confirm-email box of the alert header, for members who have not used their link yet. */
export function NotConfirmedAlert({ email }: { email: string }) {
  const { t } = useTranslation()
  return (
    <Alert variant="warning" className="my-2 py-2 d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{t('signup.not_confirmed', { email })}</span>
      <ResendActivationButton size="sm" />
    </Alert>
  )
}
