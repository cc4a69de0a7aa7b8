import { Alert, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import type { DeskComplaint } from '#shared/api/staff-complaints.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type ComplaintFilters, useStaffComplaints } from '../../api/complaints.js'
import { OpenableRow, OpenableRows } from '../OpenableRows.js'
import { ComplaintAge } from './ComplaintAge.js'
import { ComplaintStatusBadge } from './ComplaintStatusBadge.js'

export function complaintPath(id: number): string {
  return `/admin/complaints/${id}`
}

const columns = [
  'reference',
  'reason',
  'subject',
  'complainant',
  'site',
  'age',
  'status',
  'assignee',
] as const

/** Who the complaint is about, in a few words. */
export function SubjectText({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const member = complaint.subject_member
  if (complaint.subject_type === 'other') return <>{t('complaints.subjects.other')}</>
  const kind = t(`complaints.subjects.${complaint.subject_type}`)
  return (
    <>
      {kind} {complaint.subject_type === 'payment' && `#${complaint.subject_id} · `}
      {member ? `${member.name} (#${member.id})` : ''}
    </>
  )
}

export function ComplainantText({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const { complainant } = complaint
  if (complainant.member_id !== null) return <>{`${complainant.name ?? ''} (#${complainant.member_id})`}</>
  return (
    <>
      {complainant.name ?? complainant.email}{' '}
      <span className="text-body-secondary">({t('complaints.visitor')})</span>
    </>
  )
}

function ComplaintRow({ complaint, siteName }: { complaint: DeskComplaint; siteName: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  return (
    <OpenableRow to={complaintPath(complaint.id)} data-complaint={complaint.id}>
      <td className="font-monospace text-nowrap">
        {/* A real link too: staff open complaints in new tabs with a middle click. */}
        <Link to={complaintPath(complaint.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {complaint.reference}
        </Link>
      </td>
      <td className="text-nowrap">{tMain(`complaints.reasons.${complaint.reason}`)}</td>
      <td className="text-truncate" style={{ maxWidth: 220 }}>
        <SubjectText complaint={complaint} />
      </td>
      <td className="text-truncate" style={{ maxWidth: 220 }}>
        <ComplainantText complaint={complaint} />
      </td>
      <td className="text-nowrap">{siteName}</td>
      <td className="text-nowrap">
        <ComplaintAge iso={complaint.created_at} />
      </td>
      <td>
        <ComplaintStatusBadge status={complaint.status} />
      </td>
      <td className="text-truncate" style={{ maxWidth: 160 }}>
        {complaint.assignee?.name ?? <span className="text-body-secondary">{t('complaints.nobody')}</span>}
      </td>
    </OpenableRow>
  )
}

/**
 * The desk's list as a dense table: arrows or j/k move between rows, Enter opens one (a click too).
 */
export function ComplaintsTable({
  filters,
  sites,
}: {
  filters: ComplaintFilters
  sites: StaffUser['sites']
}) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const complaints = useStaffComplaints(filters)
  const siteNames = new Map(sites.map((site) => [site.id, site.name]))

  if (complaints.error) return <Alert variant="danger">{errorText(complaints.error, tMain)}</Alert>
  if (!complaints.data) return <LoadingSpinner />
  const list = complaints.data.complaints
  return (
    <div className="table-responsive border rounded" style={{ maxHeight: 'calc(100vh - 12rem)' }}>
      <Table size="sm" hover className="mb-0 align-middle small" aria-busy={complaints.isPlaceholderData}>
        <caption className="visually-hidden">{t('complaints.keyboard')}</caption>
        <thead className="sticky-top">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {t(`complaints.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <OpenableRows>
          {list.map((complaint) => (
            <ComplaintRow
              key={complaint.id}
              complaint={complaint}
              siteName={siteNames.get(complaint.site_id) ?? `#${complaint.site_id}`}
            />
          ))}
        </OpenableRows>
      </Table>
      {list.length === 0 && <p className="p-3 mb-0 text-body-secondary">{t('complaints.none')}</p>}
    </div>
  )
}
