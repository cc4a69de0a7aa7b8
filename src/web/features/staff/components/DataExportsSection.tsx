import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import type { StaffDataExportsResponse } from '#shared/api/data-exports.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { dataExportFileUrl, useDataExports, usePrepareDataExport } from '../api/dataExports.js'
import { formatNumber } from '../format.js'
import { type Column, RowsTable, Section } from './Section.js'
import { StaffTime } from './StaffTime.js'

type Export = StaffDataExportsResponse['exports'][number]

function downloadable(row: Export): boolean {
  return row.staff_copy && row.status === 'ready' && (row.expires_at ?? 0) > Date.now()
}

function useColumns(): Column<Export>[] {
  const { t, i18n } = useTranslation('staff')
  const key = (name: string) => `member.data_export.${name}`
  return [
    { head: t(key('requested')), cell: (row) => <StaffTime ms={row.requested_at} /> },
    { head: t(key('status')), cell: (row) => t(key(`statuses.${row.status}`)) },
    {
      head: t(key('by')),
      cell: (row) =>
        row.requested_by === null ? t(key('by_member')) : t(key('by_staff'), { id: row.requested_by }),
    },
    { head: t(key('expires')), cell: (row) => <StaffTime ms={row.expires_at} /> },
    {
      head: t(key('size')),
      end: true,
      cell: (row) =>
        row.size_bytes === null ? '–' : `${formatNumber(Math.ceil(row.size_bytes / 1024), i18n.language)} KB`,
    },
    {
      head: t(key('download')),
      cell: (row) =>
        downloadable(row) ? (
          <a href={dataExportFileUrl(row.id)} download aria-label={t(key('download_label'), { id: row.id })}>
            {t(key('download'))}
          </a>
        ) : null,
    },
  ]
}

/**
 * "Prepare data export" on a member's page (admin and support): a ZIP of everything the site holds about
 * the member, not mailed to them; downloaded here once ready. Requests and downloads are audited.
 */
export function DataExportsSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const exports = useDataExports(memberId)
  const prepare = usePrepareDataExport(memberId)
  const columns = useColumns()
  const [failure, setFailure] = useState<string | null>(null)

  const ask = () => {
    setFailure(null)
    prepare.mutate(undefined, { onError: (error) => setFailure(errorText(error, tMain)) })
  }

  return (
    <Section
      id="data-export"
      title={t('member.data_export.title')}
      flush
      actions={
        <Button size="sm" variant="outline-primary" disabled={prepare.isPending} onClick={ask}>
          {prepare.isPending && <InlineSpinner className="me-2" />}
          {t('member.data_export.prepare')}
        </Button>
      }
    >
      <p className="small text-body-secondary px-3 py-2 mb-0">{t('member.data_export.intro')}</p>
      {failure && (
        <Alert variant="danger" className="mx-3 py-2">
          {failure}
        </Alert>
      )}
      {exports.error && (
        <Alert variant="danger" className="mx-3 py-2">
          {errorText(exports.error, tMain)}
        </Alert>
      )}
      {exports.data && <RowsTable rows={exports.data.exports} rowKey={(row) => row.id} columns={columns} />}
    </Section>
  )
}
