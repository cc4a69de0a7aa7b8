import { Link } from 'react-router'
import { reactivationDays } from '#shared/constants.js'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useSettings } from '../lib/site.js'

export const accountDeletedHandle = pageHandle('account-deleted', 'account_deleted.title')

export function AccountDeletedPage() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <AccountPage title={t('account_deleted.title')}>
      <p>{t('account_deleted.body', { site: settings.name })}</p>
      <p>{t('account_deleted.reactivation', { days: reactivationDays })}</p>
      <Link to="/" className="btn btn-outline-primary">
        {t('account_deleted.home')}
      </Link>
    </AccountPage>
  )
}
