import { Alert } from 'react-bootstrap'
import { Link, useSearchParams } from 'react-router'
import { tokenSchema } from '#shared/api/account.js'
import { useTranslation } from '#web/lib/translation.js'
import { InlineSpinner } from '../components/ui/InlineSpinner.js'
import { useConfirmEmailChange } from '../features/account/api/confirmEmailChange.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { useMountAction } from '../features/account/hooks/useMountAction.js'
import { errorText } from '../lib/errorText.js'
import { pageHandle } from '../lib/routeHandle.js'

export const mailChangeHandle = pageHandle('mail-change-do', 'mail_change.title')

/** Opened from the mail sent to the new address: switches the account over to it. */
export function MailChangePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const confirm = useConfirmEmailChange()
  const token = params.get('token') ?? ''
  const usable = tokenSchema.safeParse({ token }).success

  useMountAction(() => {
    if (usable) confirm.mutate(token)
  })

  let result = (
    <p role="status">
      <InlineSpinner className="me-2" />
      {t('mail_change.working')}
    </p>
  )
  if (confirm.isSuccess) {
    result = (
      <Alert variant="success" role="status">
        {t('mail_change.done')}
      </Alert>
    )
  } else if (!usable || confirm.isError) {
    result = (
      <Alert variant="warning" role="alert">
        {errorText(confirm.error, t, 'account.errors.link_invalid')}
      </Alert>
    )
  }
  return (
    <AccountPage title={t('mail_change.title')}>
      {result}
      {(confirm.isSuccess || confirm.isError || !usable) && (
        <Link to="/profile">{t('mail_change.to_settings')}</Link>
      )}
    </AccountPage>
  )
}
