import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { Link } from 'react-router'
import { dataExportDownloadInput } from '#shared/api/data-exports.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useDownloadDataExport } from '../api/downloadDataExport.js'

/**
 * The page the mailed link opens: one button fetches the ZIP (the link works once), and a used, expired or
 * mangled link is said so in the visitor's language.
 */
export function DataExportDownload({ token }: { token: string }) {
  const { t } = useTranslation()
  const site = useSettings()
  const download = useDownloadDataExport()
  const [done, setDone] = useState(false)
  const usable = dataExportDownloadInput.safeParse({ token }).success

  if (!usable) return <Alert variant="danger">{t('data_export.page.missing')}</Alert>
  if (done)
    return (
      <>
        <Alert variant="success" role="status">
          {t('data_export.page.done')}
        </Alert>
        <Link to="/profile/settings">{t('data_export.page.to_profile')}</Link>
      </>
    )
  if (download.isError)
    return (
      <>
        <Alert variant="danger">{errorText(download.error, t)}</Alert>
        <Link to="/profile/settings">{t('data_export.page.to_profile')}</Link>
      </>
    )

  return (
    <>
      <p>{t('data_export.page.intro', { site: site.name })}</p>
      <Button
        variant="primary"
        disabled={download.isPending}
        onClick={() => download.mutate(token, { onSuccess: () => setDone(true) })}
      >
        {download.isPending && <InlineSpinner className="me-2" />}
        {download.isPending ? t('data_export.page.downloading') : t('data_export.page.button')}
      </Button>
    </>
  )
}
