import { type FormEvent, useEffect, useState } from 'react'
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap'
import { Link, useSearchParams } from 'react-router'
import { type AuditEntry, auditTargetKinds } from '#shared/api/staff.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffAudit } from '../api/audit.js'
import { changesOf } from '../format.js'
import { auditSearchFields, searchFromUrl, withFilter } from '../searchParams.js'
import { memberPath } from './MembersTable.js'
import { Pager } from './Pager.js'
import { StaffTime } from './StaffTime.js'

/** A text filter that applies on Enter or when the field is left, so typing does not fire a search per key. */
function TextFilter({ name, label, inputMode }: { name: string; label: string; inputMode?: 'numeric' }) {
  const id = useElementId()
  const [params, setParams] = useSearchParams()
  const urlValue = params.get(name) ?? ''
  const [value, setValue] = useState(urlValue)
  useEffect(() => setValue(urlValue), [urlValue])
  const apply = () => {
    if (value.trim() !== urlValue) setParams(withFilter(params, name, value.trim()))
  }
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        value={value}
        inputMode={inputMode}
        onChange={(event) => setValue(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
        autoComplete="off"
      />
    </Form.Group>
  )
}

function AuditFilters() {
  const { t } = useTranslation('staff')
  const kindId = useElementId()
  const [params, setParams] = useSearchParams()
  const submit = (event: FormEvent) => event.preventDefault()
  return (
    <Form onSubmit={submit} className="mb-2" aria-label={t('audit.filters')}>
      <Row xs={2} md={3} xl={5} className="g-2 align-items-end">
        <Col>
          <TextFilter name="staff" label={t('audit.staff_id')} inputMode="numeric" />
        </Col>
        <Col>
          <Form.Group controlId={kindId}>
            <Form.Label className="small mb-0">{t('audit.target_kind')}</Form.Label>
            <Form.Select
              size="sm"
              value={params.get('target_kind') ?? ''}
              onChange={(event) => setParams(withFilter(params, 'target_kind', event.target.value))}
            >
              <option value="">{t('common.any')}</option>
              {auditTargetKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`audit.kinds.${kind}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col>
          <TextFilter name="target" label={t('audit.target_id')} inputMode="numeric" />
        </Col>
        <Col>
          <TextFilter name="action" label={t('audit.action')} />
        </Col>
        <Col>
          <Button
            size="sm"
            variant="outline-secondary"
            className="w-100"
            disabled={params.size === 0}
            onClick={() => setParams(new URLSearchParams())}
          >
            {t('members.reset')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff')
  const kind = t(`audit.kinds.${entry.target_kind}`, { defaultValue: entry.target_kind })
  if (entry.target_id === null) return <>{kind}</>
  if (entry.target_kind === 'member')
    return <Link to={memberPath(entry.target_id)}>{`${kind} #${entry.target_id}`}</Link>
  return <>{`${kind} #${entry.target_id}`}</>
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-body-secondary">–</span>
  return (
    <ul className="list-unstyled mb-0 font-monospace" style={{ fontSize: '0.75rem' }}>
      {changes.map((change) => (
        <li key={change.key} className="text-break">
          {change.key}: {change.from} → {change.to}
        </li>
      ))}
    </ul>
  )
}

/** /admin/audit: who did what to whom, newest first, filtered through the URL. */
export function AuditLog() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [params] = useSearchParams()
  const audit = useStaffAudit(searchFromUrl(params, auditSearchFields))
  return (
    <>
      <AuditFilters />
      {audit.error ? (
        <Alert variant="danger">{errorText(audit.error, tMain)}</Alert>
      ) : !audit.data ? (
        <LoadingSpinner />
      ) : (
        <>
          <div className="table-responsive border rounded" style={{ maxHeight: 'calc(100vh - 13rem)' }}>
            <Table size="sm" className="mb-0 small align-top" aria-busy={audit.isPlaceholderData}>
              <thead className="sticky-top">
                <tr>
                  {(['time', 'staff', 'ip', 'action', 'target', 'reason', 'change'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="text-nowrap">
                        {t(`audit.columns.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <StaffTime ms={entry.created_at} />
                    </td>
                    <td className="text-nowrap">{entry.staff_email ?? `#${entry.staff_id}`}</td>
                    <td className="font-monospace">{entry.ip}</td>
                    <td className="font-monospace">{entry.action}</td>
                    <td className="text-nowrap">
                      <Target entry={entry} />
                    </td>
                    <td className="text-break">{entry.reason ?? ''}</td>
                    <td>
                      <Changes entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {audit.data.entries.length === 0 && (
              <p className="p-3 mb-0 text-body-secondary">{t('audit.none')}</p>
            )}
          </div>
          <Pager hasMore={audit.data.has_more} busy={audit.isFetching} />
        </>
      )}
    </>
  )
}
