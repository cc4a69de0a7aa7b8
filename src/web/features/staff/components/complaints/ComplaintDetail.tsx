import { Alert, Badge, Button, ButtonGroup, Col, Row } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { ComplaintEntry, DeskComplaint } from '#shared/api/staff-complaints.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffComplaint } from '../../api/complaint.js'
import { useAssignComplaint } from '../../api/complaintAssignee.js'
import { useSetComplaintStatus } from '../../api/complaintStatus.js'
import { memberPath } from '../MembersTable.js'
import { Section } from '../Section.js'
import { StaffTime } from '../StaffTime.js'
import { AnswerForm, NoteForm, WarnForm } from './ComplaintForms.js'
import { ComplaintStatusBadge } from './ComplaintStatusBadge.js'
import { DisableFromComplaint } from './DisableFromComplaint.js'
import { ReportedAboutMe, ReportedPhotos } from './ReportedPhotos.js'

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso))

function Complainant({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const { complainant } = complaint
  if (complainant.member_id !== null)
    return (
      <Link to={memberPath(complainant.member_id)}>
        {complainant.name ?? t('complaints.member_number', { id: complainant.member_id })} (#
        {complainant.member_id})
      </Link>
    )
  return (
    <>
      {complainant.name ?? <span className="text-body-secondary">{t('complaints.no_name')}</span>} ·{' '}
      <a href={`mailto:${complainant.email ?? ''}`}>{complainant.email}</a>{' '}
      <span className="text-body-secondary">({t('complaints.visitor')})</span>
    </>
  )
}

function Subject({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const member = complaint.subject_member
  if (complaint.subject_type === 'other' || !member) return <>{t('complaints.subjects.other')}</>
  const link = <Link to={memberPath(member.id)}>{`${member.name} (#${member.id})`}</Link>
  if (complaint.subject_type === 'member') return link
  return (
    <>
      <Link to={`${memberPath(member.id)}#payments`}>
        {t('complaints.payment_number', { id: complaint.subject_id ?? 0 })}
      </Link>{' '}
      · {link}
    </>
  )
}

function Facts({ complaint, siteName }: { complaint: DeskComplaint; siteName: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const facts: [string, React.ReactNode][] = [
    [t('complaints.columns.reason'), tMain(`complaints.reasons.${complaint.reason}`)],
    [t('complaints.columns.subject'), <Subject key="s" complaint={complaint} />],
    [t('complaints.columns.complainant'), <Complainant key="c" complaint={complaint} />],
    [t('complaints.language'), complaint.complainant.language ?? '–'],
    [t('complaints.columns.site'), siteName],
    [t('complaints.filed'), <StaffTime key="f" ms={ms(complaint.created_at)} />],
    [t('complaints.answered_at'), <StaffTime key="a" ms={ms(complaint.answered_at)} />],
    [t('complaints.closed_at'), <StaffTime key="x" ms={ms(complaint.closed_at)} />],
  ]
  return (
    <dl className="row small mb-0">
      {facts.map(([term, value]) => (
        <div key={term} className="col-12 d-flex gap-2">
          <dt className="fw-normal text-body-secondary" style={{ minWidth: '9rem' }}>
            {term}
          </dt>
          <dd className="mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Handling({ complaint, staff }: { complaint: DeskComplaint; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const assign = useAssignComplaint()
  const status = useSetComplaintStatus()
  const mine = complaint.assignee?.id === staff.id
  const error = assign.error ?? status.error
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="small">
        {t('complaints.columns.assignee')}:{' '}
        <strong>{complaint.assignee?.name ?? t('complaints.nobody')}</strong>
      </span>
      <Button
        size="sm"
        variant={mine ? 'outline-secondary' : 'primary'}
        disabled={assign.isPending}
        onClick={() => assign.mutate({ id: complaint.id, assignee: mine ? 'nobody' : 'me' })}
      >
        {mine ? t('complaints.unassign') : t('complaints.assign_me')}
      </Button>
      <ButtonGroup size="sm" aria-label={t('complaints.status')}>
        {(['in_progress', 'closed'] as const).map((next) => (
          <Button
            key={next}
            variant="outline-secondary"
            disabled={status.isPending || complaint.status === next}
            onClick={() => status.mutate({ id: complaint.id, status: next })}
          >
            {t(`complaints.set_${next}`)}
          </Button>
        ))}
      </ButtonGroup>
      {error && <span className="small text-danger">{errorText(error, tMain)}</span>}
    </div>
  )
}

const entryColours: Record<ComplaintEntry['kind'], string> = {
  note: 'secondary',
  answer: 'primary',
  warning: 'warning',
  disabled: 'danger',
}

function History({ entries }: { entries: ComplaintEntry[] }) {
  const { t } = useTranslation('staff')
  if (entries.length === 0)
    return <p className="small text-body-secondary mb-0">{t('complaints.no_history')}</p>
  return (
    <ol className="list-unstyled mb-0">
      {entries.map((entry) => (
        <li key={entry.id} className="border-bottom py-2 small">
          <div className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
            <Badge bg={entryColours[entry.kind]} text={entry.kind === 'warning' ? 'dark' : undefined}>
              {t(`complaints.entries.${entry.kind}`)}
            </Badge>
            <span>{entry.staff?.name ?? '–'}</span>
            <StaffTime ms={ms(entry.created_at)} />
          </div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{entry.text}</div>
        </li>
      ))}
    </ol>
  )
}

/** The reported member: warn, disable (support and admin), hide a photo or the about-me text (moderators). */
function MemberActions({ complaint, staff }: { complaint: DeskComplaint; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const member = complaint.subject_member
  if (complaint.subject_type !== 'member' || !member) return null
  const moderates = staff.role === 'admin' || staff.role === 'moderator'
  const disables = staff.role === 'admin' || staff.role === 'support'
  return (
    <Section
      id="member-actions"
      title={t('complaints.actions_title', { name: member.name })}
      actions={disables ? <DisableFromComplaint complaint={complaint} /> : undefined}
    >
      <WarnForm complaint={complaint} />
      {moderates && (
        <>
          <h3 className="h6 mt-3">{t('complaints.photos')}</h3>
          <ReportedPhotos memberId={member.id} />
          <h3 className="h6 mt-3">{t('complaints.about_me')}</h3>
          <ReportedAboutMe memberId={member.id} />
        </>
      )}
    </Section>
  )
}

/** /admin/complaints/:id: the complaint, its handling, history, notes, the answer and the actions. */
export function ComplaintDetail({ id, staff }: { id: number; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const page = useStaffComplaint(id)
  if (page.error) return <Alert variant="danger">{errorText(page.error, tMain)}</Alert>
  if (!page.data) return <LoadingSpinner />
  const { complaint, entries } = page.data
  const siteName = staff.sites.find((site) => site.id === complaint.site_id)?.name ?? `#${complaint.site_id}`
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Link to="/admin/complaints" className="small">
          {t('complaints.back')}
        </Link>
        <h1 className="h4 mb-0 font-monospace">{complaint.reference}</h1>
        <ComplaintStatusBadge status={complaint.status} />
      </div>
      <Row className="g-3">
        <Col lg={7}>
          <Section
            id="complaint"
            title={t('complaints.complaint')}
            actions={<Handling complaint={complaint} staff={staff} />}
          >
            <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
              {complaint.text}
            </p>
            <Facts complaint={complaint} siteName={siteName} />
          </Section>
          <Section id="answer" title={t('complaints.answer_title')}>
            <AnswerForm complaint={complaint} />
          </Section>
          <MemberActions complaint={complaint} staff={staff} />
        </Col>
        <Col lg={5}>
          <Section id="history" title={t('complaints.history')}>
            <History entries={entries} />
            <div className="mt-3">
              <NoteForm complaint={complaint} />
            </div>
          </Section>
        </Col>
      </Row>
    </>
  )
}
