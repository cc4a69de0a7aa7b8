import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useSettings } from '../lib/site.js'

export const activateErrorHandle = pageHandle('activate-error', 'activate.error_title')

/** docs/product.md §8 Account errors: "Activation failed: contact customer service." */
export function ActivateErrorPage() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <AccountPage title={t('activate.error_title')}>
      <p>{t('activate.error_body')}</p>
      <p>
        <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
      </p>
    </AccountPage>
  )
}
