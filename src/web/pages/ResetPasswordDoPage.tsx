import { useSearchParams } from 'react-router'
import { tokenSchema } from '#shared/api/account.js'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { LinkInvalid, ResetPasswordForm } from '../features/account/components/ResetPasswordForm.js'
import { pageHandle } from '../lib/routeHandle.js'

export const resetPasswordDoHandle = pageHandle('reset-password-do', 'reset_password.new_title')

/** Opened from the mailed link: a new password for the token in the URL. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  // A cut-off or mangled link cannot work; say so before asking for a password.
  const usable = tokenSchema.safeParse({ token }).success
  return (
    <AccountPage title={t('reset_password.new_title')}>
      {usable ? <ResetPasswordForm token={token} /> : <LinkInvalid />}
    </AccountPage>
  )
}
