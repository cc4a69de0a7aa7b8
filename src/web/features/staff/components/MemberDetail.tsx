import { useState } from 'react'
import { Alert, Button, Col, Row } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffMemberResponse, StaffUser } from '#shared/api/staff.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMember } from '../api/member.js'
import { formatNumber } from '../format.js'
import { CreditsForm } from './CreditsForm.js'
import { DataExportsSection } from './DataExportsSection.js'
import { EditMemberForm } from './EditMemberForm.js'
import { MemberActions } from './MemberActions.js'
import { MemberConversations } from './MemberConversations.js'
import {
  ComplaintsSection,
  LedgerTable,
  LoginsSection,
  NotificationsSection,
  PaymentsSection,
  PhotosSection,
  ProfileSection,
  SessionsSection,
} from './MemberSections.js'
import { RoleControl } from './RoleControl.js'
import { Section } from './Section.js'
import { StaffTime } from './StaffTime.js'
import { StatusBadge } from './StatusBadge.js'
import { StatusControl } from './StatusControl.js'

/** The audit log filtered to one member. */
export function memberAuditPath(id: number): string {
  return `/admin/audit?target_kind=member&target=${id}`
}

function MemberHeader({ data, staff }: { data: StaffMemberResponse; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const { member } = data
  const photo = member.thumb_url ?? data.photos[0]?.thumb_url ?? null
  const site = staff.sites.find((s) => s.id === member.site_id)
  return (
    <header className="d-flex flex-wrap gap-3 align-items-start mb-3">
      {photo ? (
        <img src={photo} alt="" width={72} height={72} className="rounded object-fit-cover border" />
      ) : (
        <span className="d-inline-block bg-body-secondary rounded" style={{ width: 72, height: 72 }} />
      )}
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h1 className="h4 mb-1 text-break">
          {member.name ?? t('member.no_name')}{' '}
          <span className="text-body-secondary font-monospace fs-6">#{member.id}</span>
        </h1>
        <div className="d-flex flex-wrap gap-2 align-items-center small">
          <StatusBadge status={member.status} />
          <span className="badge text-bg-light border">
            {t(`roles.${member.role}`, { defaultValue: member.role })}
          </span>
          {member.fictional && <span className="badge text-bg-info">{t('members.fictional')}</span>}
          {member.paid_user && <span className="badge text-bg-primary">{t('member.premium')}</span>}
          <span className="text-break">{member.email}</span>
          <span className="text-body-secondary">{site ? site.name : `#${member.site_id}`}</span>
        </div>
        <div className="small text-body-secondary mt-1">
          {t('member.signed_up')} <StaffTime ms={member.signup_date} /> · {t('member.last_seen')}{' '}
          <StaffTime ms={member.last_seen_at} />
        </div>
      </div>
      <Link to={memberAuditPath(member.id)} className="btn btn-sm btn-outline-secondary">
        {t('member.audit_link')}
      </Link>
    </header>
  )
}

function CreditsSection({ data }: { data: StaffMemberResponse }) {
  const { t, i18n } = useTranslation('staff')
  const [correcting, setCorrecting] = useState(false)
  return (
    <Section
      id="credits"
      title={t('member.sections.credits', { credits: formatNumber(data.member.credits, i18n.language) })}
      flush
      actions={
        !correcting && (
          <Button size="sm" variant="outline-primary" onClick={() => setCorrecting(true)}>
            {t('credits.open')}
          </Button>
        )
      }
    >
      {correcting && (
        <div className="p-2 border-bottom">
          <CreditsForm memberId={data.member.id} onDone={() => setCorrecting(false)} />
        </div>
      )}
      <LedgerTable data={data} />
    </Section>
  )
}

function ManageSection({ data, staff }: { data: StaffMemberResponse; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const [editing, setEditing] = useState(false)
  return (
    <Section id="manage" title={t('member.sections.manage')}>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <StatusControl memberId={data.member.id} status={data.member.status} />
        {!editing && (
          <Button size="sm" variant="outline-secondary" onClick={() => setEditing(true)}>
            {t('edit.open')}
          </Button>
        )}
      </div>
      {editing && (
        <div className="border rounded p-2 mb-2">
          <EditMemberForm data={data} onDone={() => setEditing(false)} />
        </div>
      )}
      <MemberActions memberId={data.member.id} />
      {staff.role === 'admin' && (
        <div className="mt-3" style={{ maxWidth: 360 }}>
          <RoleControl memberId={data.member.id} role={data.member.role} />
        </div>
      )}
    </Section>
  )
}

/** /admin/members/:id: everything about one member, and what staff may do to the account. */
export function MemberDetail({ id, staff }: { id: number; staff: StaffUser }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const member = useStaffMember(id)
  if (member.error) {
    const missing = member.error instanceof ApiError && member.error.status === 404
    return (
      <Alert variant={missing ? 'warning' : 'danger'}>
        {missing ? t('member.not_found') : errorText(member.error, tMain)}
      </Alert>
    )
  }
  if (!member.data) return <LoadingSpinner />
  const data = member.data
  return (
    <>
      <MemberHeader data={data} staff={staff} />
      <Row className="g-3">
        <Col xl={7}>
          <ManageSection data={data} staff={staff} />
          <ProfileSection data={data} />
          <PhotosSection data={data} />
          <CreditsSection data={data} />
          <PaymentsSection data={data} />
        </Col>
        <Col xl={5}>
          <MemberConversations memberId={data.member.id} totals={data.conversations} />
          <ComplaintsSection data={data} />
          <SessionsSection data={data} />
          <LoginsSection data={data} />
          <NotificationsSection data={data} />
          {(staff.role === 'admin' || staff.role === 'support') && (
            <DataExportsSection memberId={data.member.id} />
          )}
        </Col>
      </Row>
    </>
  )
}
