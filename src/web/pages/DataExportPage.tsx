import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { DataExportDownload } from '../features/data-export/components/DataExportDownload.js'
import { pageHandle } from '../lib/routeHandle.js'

export const dataExportHandle = pageHandle('data-export', 'data_export.page.title')

/** Opened from the mailed link: downloads the member's data once, whether or not they are logged in. */
export function DataExportPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <AccountPage title={t('data_export.page.title')}>
      <DataExportDownload token={params.get('token') ?? ''} />
    </AccountPage>
  )
}
