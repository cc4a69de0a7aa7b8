import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Alert, Badge, Button, Form, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { ReviewMember } from '#shared/api/staff-message-review.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useReview, useReviewAction } from '../api/review.js'
import { memberPath } from './MembersTable.js'
import { StaffTime } from './StaffTime.js'

type Flag = ReviewMember['flags'][number]

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)
}

function Evidence({ flag }: { flag: Flag }) {
  const { t } = useTranslation('staff')
  const { evidence } = flag
  const facts = [
    evidence.recipients === null ? null : t('review.recipients', { count: evidence.recipients }),
    evidence.window_minutes === null ? null : t('review.within', { count: evidence.window_minutes }),
    evidence.contact === null ? null : t(`review.contact.${evidence.contact}`),
    t('review.hits', { count: flag.hits }),
  ].filter((fact) => fact !== null)
  return (
    <li className="mb-1">
      <Badge bg="warning" text="dark" className="me-1">
        {t(`review.rules.${flag.rule}`)}
      </Badge>
      <span className="text-body-secondary">{facts.join(' · ')}</span>
      {evidence.texts.map((text) => (
        <blockquote key={text} className="mb-0 ps-2 border-start text-break" style={{ maxWidth: 480 }}>
          {text}
        </blockquote>
      ))}
    </li>
  )
}

/** The reason a disable needs, asked in the row itself; Escape goes back to the row. */
function DisableForm({ member, onDone }: { member: ReviewMember; onDone: (focusRow: boolean) => void }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const id = useElementId()
  const action = useReviewAction()
  const [reason, setReason] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // The reason is what the moderator types next (d was pressed or the button clicked).
  useEffect(() => input.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const flag = member.flags[0]
    if (!flag) return
    action.mutate({ flag: flag.id, action: 'disable', reason }, { onSuccess: () => onDone(false) })
  }
  return (
    <Form onSubmit={submit} className="d-flex flex-wrap gap-1 align-items-start mt-1">
      <Form.Label htmlFor={id} className="visually-hidden">
        {t('review.reason')}
      </Form.Label>
      <Form.Control
        id={id}
        size="sm"
        ref={input}
        placeholder={t('review.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone(true)
        }}
        style={{ maxWidth: 260 }}
        isInvalid={action.isError}
      />
      <Button size="sm" type="submit" variant="danger" disabled={action.isPending}>
        {t('review.confirm_disable')}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => onDone(true)}>
        {t('review.cancel')}
      </Button>
      {action.error && <div className="invalid-feedback d-block">{errorText(action.error, tMain)}</div>}
    </Form>
  )
}

function ReviewRow({
  member,
  siteName,
  selected,
  disabling,
  onSelect,
  onDisable,
  onDone,
  rowRef,
}: {
  member: ReviewMember
  siteName: string
  selected: boolean
  disabling: boolean
  onSelect: () => void
  onDisable: () => void
  onDone: (focusRow: boolean) => void
  rowRef: (row: HTMLTableRowElement | null) => void
}) {
  const { t } = useTranslation('staff')
  const clear = useReviewAction()
  const flag = member.flags[0]
  const doClear = () => flag && clear.mutate({ flag: flag.id, action: 'clear' })
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.key === 'c') {
      event.preventDefault()
      doClear()
    }
    if (event.key === 'd') {
      event.preventDefault()
      onDisable()
    }
  }
  return (
    <tr
      ref={rowRef}
      tabIndex={0}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      aria-selected={selected}
      className={selected ? 'table-active' : undefined}
      data-member={member.id}
    >
      <td className="text-nowrap">
        <Link to={memberPath(member.id)} className="font-monospace" tabIndex={-1}>
          {member.id}
        </Link>{' '}
        {member.name ?? <span className="text-body-secondary">–</span>}
        <div className="small text-body-secondary text-truncate" style={{ maxWidth: 200 }}>
          {member.email}
        </div>
        <div className="small text-body-secondary">{siteName}</div>
      </td>
      <td>
        <ul className="list-unstyled mb-0 small">
          {member.flags.map((f) => (
            <Evidence key={f.id} flag={f} />
          ))}
        </ul>
      </td>
      <td className="text-end font-monospace">{member.held_messages}</td>
      <td>
        <StaffTime ms={member.last_hit_at} />
      </td>
      <td className="text-nowrap">
        <Button
          size="sm"
          variant="outline-success"
          className="me-1"
          disabled={clear.isPending}
          onClick={doClear}
          aria-keyshortcuts="c"
        >
          {t('review.clear')}
        </Button>
        <Button size="sm" variant="outline-danger" onClick={onDisable} aria-keyshortcuts="d">
          {t('review.disable')}
        </Button>
        {disabling && <DisableForm member={member} onDone={onDone} />}
      </td>
    </tr>
  )
}

const columns = ['member', 'rules', 'held', 'last_hit', 'actions'] as const

/** The flagged members as a dense table: j/k or the arrows move, c clears, d asks the reason to disable. */
export function ReviewList({ sites }: { sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const siteId = useElementId()
  const [site, setSite] = useState(0)
  const review = useReview(site)
  const [selected, setSelected] = useState(0)
  const [disabling, setDisabling] = useState<number | null>(null)
  const rows = useRef<(HTMLTableRowElement | null)[]>([])
  const members = review.data?.members ?? []
  const siteNames = new Map(sites.map((s) => [s.id, s.name]))

  // The list shrinks after an action: the selection stays in it.
  useEffect(() => {
    if (selected >= members.length && members.length > 0) setSelected(members.length - 1)
  }, [members.length, selected])

  const move = (to: number) => {
    const next = Math.max(0, Math.min(members.length - 1, to))
    setSelected(next)
    rows.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.key === 'j' || event.key === 'ArrowDown') {
      event.preventDefault()
      move(selected + 1)
    }
    if (event.key === 'k' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(selected - 1)
    }
  }

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        {sites.length > 1 && (
          <Form.Group controlId={siteId}>
            <Form.Label className="small mb-0">{t('review.site')}</Form.Label>
            <Form.Select size="sm" value={site} onChange={(event) => setSite(Number(event.target.value))}>
              <option value={0}>{t('review.all_sites')}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <p className="small text-body-secondary mb-0">{t('review.shortcuts')}</p>
      </div>
      {review.error && <Alert variant="danger">{errorText(review.error, tMain)}</Alert>}
      {!review.data && !review.error && <LoadingSpinner />}
      {review.data && members.length === 0 && <p className="text-body-secondary">{t('review.empty')}</p>}
      {members.length > 0 && (
        <div className="table-responsive border rounded">
          <Table size="sm" className="mb-0 align-top small" onKeyDown={onKeyDown}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`text-nowrap ${column === 'held' ? 'text-end' : ''}`}
                  >
                    {t(`review.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((member, index) => (
                <ReviewRow
                  key={member.id}
                  member={member}
                  siteName={siteNames.get(member.site_id) ?? `#${member.site_id}`}
                  selected={index === selected}
                  disabling={disabling === member.id}
                  onSelect={() => setSelected(index)}
                  onDisable={() => setDisabling(member.id)}
                  onDone={(focusRow) => {
                    setDisabling(null)
                    if (focusRow) rows.current[index]?.focus()
                  }}
                  rowRef={(row) => {
                    rows.current[index] = row
                  }}
                />
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  )
}
