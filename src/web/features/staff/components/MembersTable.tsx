import type { KeyboardEvent } from 'react'
import { Alert, Table } from 'react-bootstrap'
import { Link, useNavigate } from 'react-router'
import type { StaffMemberRow, StaffUser } from '#shared/api/staff.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type MemberSearchParams, useStaffMembers } from '../api/members.js'
import { formatNumber } from '../format.js'
import { Pager } from './Pager.js'
import { StaffTime } from './StaffTime.js'
import { StatusBadge } from './StatusBadge.js'

export function memberPath(id: number): string {
  return `/admin/members/${id}`
}

function Thumb({ url }: { url: string | null }) {
  if (!url)
    return <span className="d-inline-block bg-body-secondary rounded" style={{ width: 32, height: 32 }} />
  return <img src={url} alt="" width={32} height={32} className="rounded object-fit-cover" loading="lazy" />
}

function MemberRow({ member, siteName }: { member: StaffMemberRow; siteName: string }) {
  const { t, i18n } = useTranslation('staff')
  const navigate = useNavigate()
  const open = () => void navigate(memberPath(member.id))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open()
  }
  return (
    <tr tabIndex={0} onClick={open} onKeyDown={onKeyDown} style={{ cursor: 'pointer' }}>
      <td>
        <Thumb url={member.thumb_url} />
      </td>
      <td className="font-monospace">
        {/* A real link too: staff open members in new tabs with a middle click. */}
        <Link to={memberPath(member.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {member.id}
        </Link>
      </td>
      <td className="text-truncate" style={{ maxWidth: 160 }}>
        {member.name ?? <span className="text-body-secondary">–</span>}
        {member.fictional && (
          <span className="badge text-bg-info ms-1" title={t('members.fictional')}>
            F
          </span>
        )}
      </td>
      <td className="text-truncate" style={{ maxWidth: 220 }}>
        {member.email}
      </td>
      <td className="text-nowrap">{siteName}</td>
      <td>
        <StatusBadge status={member.status} />
      </td>
      <td className="text-end font-monospace">{formatNumber(member.credits, i18n.language)}</td>
      <td>{member.paid_user ? t('common.yes') : t('common.no')}</td>
      <td>
        <StaffTime ms={member.signup_date} dateOnly />
      </td>
      <td>
        <StaffTime ms={member.last_seen_at} />
      </td>
    </tr>
  )
}

const columns = [
  'thumb',
  'id',
  'name',
  'email',
  'site',
  'status',
  'credits',
  'paid',
  'signup',
  'last_seen',
] as const

/** One page of the search as a dense table; a row opens the member with a click or Enter. */
export function MembersTable({ search, sites }: { search: MemberSearchParams; sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const members = useStaffMembers(search)
  const siteNames = new Map(sites.map((site) => [site.id, site.name]))
  if (members.error) return <Alert variant="danger">{errorText(members.error, tMain)}</Alert>
  if (!members.data) return <LoadingSpinner />
  return (
    <>
      <div className="table-responsive border rounded" style={{ maxHeight: 'calc(100vh - 14rem)' }}>
        <Table size="sm" hover className="mb-0 align-middle small" aria-busy={members.isPlaceholderData}>
          <thead className="sticky-top">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`text-nowrap ${column === 'credits' ? 'text-end' : ''}`}
                >
                  {column === 'thumb' ? (
                    <span className="visually-hidden">{t('members.columns.thumb')}</span>
                  ) : (
                    t(`members.columns.${column}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.data.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                siteName={siteNames.get(member.site_id) ?? `#${member.site_id}`}
              />
            ))}
          </tbody>
        </Table>
        {members.data.members.length === 0 && (
          <p className="p-3 mb-0 text-body-secondary">{t('members.none')}</p>
        )}
      </div>
      <Pager hasMore={members.data.has_more} busy={members.isFetching} />
    </>
  )
}
