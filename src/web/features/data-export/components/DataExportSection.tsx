import { useState } from 'react'
import { Button } from 'react-bootstrap'
import type { DataExportResponse } from '#shared/api/data-exports.js'
import { Notice, type NoticeState } from '#web/components/Notice.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useDataExport } from '../api/dataExport.js'
import { useRequestDataExport } from '../api/requestDataExport.js'

function useDateText() {
  const { i18n } = useTranslation()
  return (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(ms))
}

/** What became of the latest export, in one sentence. */
function ExportState({ state }: { state: DataExportResponse }) {
  const { t } = useTranslation()
  const date = useDateText()
  const latest = state.export
  if (!latest) return null
  const when =
    latest.status === 'ready' ? latest.expires_at : latest.status === 'downloaded' ? latest.ready_at : null
  return (
    <p className="mb-2" role="status">
      {t(`data_export.status.${latest.status}`, { date: when ? date(when) : '' })}
    </p>
  )
}

/**
 * "Download my data" on /profile (docs/product.md, Your own data): asks for an export of everything the site
 * holds about the member, then shows its state; the file comes by a mailed link.
 */
export function DataExportSection() {
  const { t } = useTranslation()
  const site = useSettings()
  const date = useDateText()
  const state = useDataExport()
  const request = useRequestDataExport()
  const [notice, setNotice] = useState<NoticeState | null>(null)

  const ask = async () => {
    setNotice(null)
    try {
      await request.mutateAsync()
      setNotice({ variant: 'success', text: t('data_export.requested') })
    } catch (error) {
      if (error instanceof ApiError && error.swallowed) return
      setNotice({ variant: 'danger', text: errorText(error, t, 'errors.popup') })
    }
  }

  const answer = state.data
  return (
    <>
      <p className="mb-2">{t('data_export.intro', { site: site.name })}</p>
      {answer ? (
        <ExportState state={answer} />
      ) : (
        state.isPending && (
          <p role="status">
            <InlineSpinner className="me-2" />
            {t('loading')}
          </p>
        )
      )}
      {answer && !answer.can_request && answer.next_request_at !== null && (
        <p className="form-text mt-0">
          {t('data_export.next_request', { date: date(answer.next_request_at) })}
        </p>
      )}
      <Button
        variant="outline-primary"
        disabled={request.isPending || !answer?.can_request}
        onClick={() => void ask()}
        className="mb-2"
      >
        {request.isPending && <InlineSpinner className="me-2" />}
        {t('data_export.request')}
      </Button>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  )
}
