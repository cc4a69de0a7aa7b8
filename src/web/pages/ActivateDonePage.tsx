import { Link } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useSettings } from '../lib/site.js'

export const activateDoneHandle = pageHandle('activate-done', 'activate.done_title')

export function ActivateDonePage() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <AccountPage title={t('activate.done_title')}>
      <p>{t('activate.done_body', { site: settings.name })}</p>
      <Link to="/members" className="btn btn-primary">
        {t('activate.to_members')}
      </Link>
    </AccountPage>
  )
}
