import { Link } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { ResetPasswordRequestForm } from '../features/account/components/ResetPasswordRequestForm.js'
import { pageHandle } from '../lib/routeHandle.js'

export const resetPasswordHandle = pageHandle('reset-password', 'reset_password.title')

/** Asks for a reset link (docs/product.md §2, /reset-password). */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('reset_password.title')}>
      <ResetPasswordRequestForm />
      <p className="mt-4 mb-0">
        <Link to="/login">{t('reset_password.back_to_login')}</Link>
      </p>
    </AccountPage>
  )
}
