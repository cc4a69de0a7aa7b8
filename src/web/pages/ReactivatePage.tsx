import { Alert, Button } from 'react-bootstrap'
import { useNavigate, useSearchParams } from 'react-router'
import { tokenSchema } from '#shared/api/account.js'
import { useTranslation } from '#web/lib/translation.js'
import { InlineSpinner } from '../components/ui/InlineSpinner.js'
import { useReactivate } from '../features/account/api/reactivate.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { errorText } from '../lib/errorText.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useSettings } from '../lib/site.js'

export const reactivateHandle = pageHandle('reactivate', 'reactivate.title')

/** Opened from the deletion mail. The member presses the button: a link alone never changes anything. */
export function ReactivatePage() {
  const { t } = useTranslation()
  const settings = useSettings()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const reactivate = useReactivate()
  const token = params.get('token') ?? ''
  const usable = tokenSchema.safeParse({ token }).success

  if (!usable || reactivate.isError) {
    const message = errorText(reactivate.error, t, 'account.errors.link_invalid')
    return (
      <AccountPage title={t('reactivate.title')}>
        <Alert variant="warning" role="alert">
          {message}
        </Alert>
        <p>
          {t('reactivate.help')} <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
        </p>
      </AccountPage>
    )
  }
  return (
    <AccountPage title={t('reactivate.title')}>
      <p>{t('reactivate.body', { site: settings.name })}</p>
      <Button
        variant="primary"
        disabled={reactivate.isPending}
        onClick={() => reactivate.mutate(token, { onSuccess: () => void navigate('/members') })}
      >
        {reactivate.isPending && <InlineSpinner className="me-2" />}
        {t('reactivate.submit')}
      </Button>
    </AccountPage>
  )
}
