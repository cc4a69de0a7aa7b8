import { type FormEvent, useState } from 'react'
import { Button, Form } from 'react-bootstrap'
import { Link } from 'react-router'
import type { OperatorStatsResponse } from '#shared/api/staff-console.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type StatsPeriod, useOperatorStats } from '../../features/staff/api/console.js'
import { waitingText } from '../../features/staff/components/console/time.js'
import { type Column, RowsTable, Section } from '../../features/staff/components/Section.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminConsoleStatsHandle = staffHandle('admin-console-stats', 'console.stats.title')

type Figures = OperatorStatsResponse['operators'][number]

function useFigureColumns<Row extends Omit<Figures, 'operator_id' | 'email'>>(): Column<Row>[] {
  const { t, i18n } = useTranslation('staff')
  return [
    { head: t('console.stats.conversations'), cell: (row) => row.conversations, end: true },
    { head: t('console.stats.answers'), cell: (row) => row.messages, end: true },
    {
      head: t('console.stats.median_wait'),
      cell: (row) =>
        row.median_answer_seconds === null
          ? '–'
          : waitingText(row.median_answer_seconds * 1000, i18n.language),
      end: true,
    },
    { head: t('console.stats.replies'), cell: (row) => row.replies, end: true },
    { head: t('console.stats.credits'), cell: (row) => row.credits, end: true },
  ]
}

/** /admin/console/stats: what each operator and each profile did per day; operators see their own. */
export function AdminConsoleStatsPage() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [period, setPeriod] = useState<StatsPeriod>({})
  const [draft, setDraft] = useState<StatsPeriod>({})
  const stats = useOperatorStats(period)
  const figures = useFigureColumns<Figures>()
  const profileFigures = useFigureColumns<OperatorStatsResponse['profiles'][number]>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPeriod(draft)
  }
  const shown = stats.data
  return (
    <>
      <p className="small mb-2">
        <Link to="/admin/console">{t('console.stats.back')}</Link>
      </p>
      <h1 className="h4 mb-2">{t('console.stats.title')}</h1>
      <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="stats-from">
          <Form.Label className="small mb-0">{t('console.stats.from')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={draft.from ?? shown?.from ?? ''}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="stats-to">
          <Form.Label className="small mb-0">{t('console.stats.to')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={draft.to ?? shown?.to ?? ''}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Form.Group>
        <Button type="submit" size="sm">
          {t('console.stats.show')}
        </Button>
        <span className="small text-body-secondary">{t('console.stats.utc')}</span>
      </Form>
      {stats.error && <p className="text-danger">{errorText(stats.error, tMain)}</p>}
      {!shown && !stats.error && <LoadingSpinner />}
      {shown && (
        <>
          <Section id="stats-operators" title={t('console.stats.operators')} flush>
            <RowsTable
              rows={shown.operators}
              rowKey={(row) => `${row.operator_id}|${row.day}`}
              columns={[
                { head: t('console.stats.day'), cell: (row) => row.day, className: 'text-nowrap' },
                { head: t('console.stats.operator'), cell: (row) => row.email, className: 'text-break' },
                ...figures,
              ]}
            />
          </Section>
          <Section id="stats-profiles" title={t('console.stats.profiles')} flush>
            <RowsTable
              rows={shown.profiles}
              rowKey={(row) => `${row.profile_id}|${row.day}`}
              columns={[
                { head: t('console.stats.day'), cell: (row) => row.day, className: 'text-nowrap' },
                { head: t('console.stats.profile'), cell: (row) => row.name },
                ...profileFigures,
              ]}
            />
          </Section>
        </>
      )}
    </>
  )
}
