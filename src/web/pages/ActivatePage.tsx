import { useNavigate, useSearchParams } from 'react-router'
import { tokenSchema } from '#shared/api/account.js'
import { useTranslation } from '#web/lib/translation.js'
import { InlineSpinner } from '../components/ui/InlineSpinner.js'
import { useActivate } from '../features/account/api/activate.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { useMountAction } from '../features/account/hooks/useMountAction.js'
import { pageHandle } from '../lib/routeHandle.js'

export const activateHandle = pageHandle('activate', 'activate.title')

/** Opened from the activation mail: confirms the address, then shows the result page. */
export function ActivatePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const activate = useActivate()
  const token = params.get('token') ?? ''

  useMountAction(() => {
    const fail = () => void navigate('/activate/error', { replace: true })
    if (tokenSchema.safeParse({ token }).success) {
      activate.mutateAsync(token).then(() => navigate('/activate/done', { replace: true }), fail)
    } else fail()
  })

  return (
    <AccountPage title={t('activate.title')}>
      <p role="status">
        <InlineSpinner className="me-2" />
        {t('activate.working')}
      </p>
    </AccountPage>
  )
}
