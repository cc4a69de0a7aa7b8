import type { KeyboardEvent } from 'react'
import { Alert, Table } from 'react-bootstrap'
import { Link, useNavigate } from 'react-router'
import type { StaffSite } from '#shared/api/staff-sites.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffSites } from '../../api/sites.js'
import { StaffTime } from '../StaffTime.js'

export function sitePath(id: number): string {
  return `/admin/sites/${id}`
}

const columns = ['name', 'slug', 'domain', 'other_domains', 'language', 'time_zone', 'created'] as const

function SiteRow({ site }: { site: StaffSite }) {
  const navigate = useNavigate()
  const open = () => void navigate(sitePath(site.id))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open()
  }
  const others = site.domains.filter((host) => host !== site.domain)
  return (
    <tr tabIndex={0} onClick={open} onKeyDown={onKeyDown} style={{ cursor: 'pointer' }}>
      <td className="text-nowrap">
        {/* A real link too: staff open sites in new tabs with a middle click. */}
        <Link to={sitePath(site.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {site.name}
        </Link>
      </td>
      <td className="font-monospace">{site.slug}</td>
      <td className="text-nowrap">{site.domain}</td>
      <td className="text-truncate" style={{ maxWidth: 260 }} title={others.join(', ')}>
        {others.length > 0 ? others.join(', ') : <span className="text-body-secondary">–</span>}
      </td>
      <td>{site.domain_language}</td>
      <td className="text-nowrap">{site.time_zone}</td>
      <td>
        <StaffTime ms={site.created_at} dateOnly />
      </td>
    </tr>
  )
}

/** Every site the staff member answers to, as a dense table; a row opens the site with a click or Enter. */
export function SitesTable() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const sites = useStaffSites()
  if (sites.error) return <Alert variant="danger">{errorText(sites.error, tMain)}</Alert>
  if (!sites.data) return <LoadingSpinner />
  return (
    <div className="table-responsive border rounded">
      <Table size="sm" hover className="mb-0 align-middle small">
        <thead className="sticky-top">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {t(`sites.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sites.data.sites.map((site) => (
            <SiteRow key={site.id} site={site} />
          ))}
        </tbody>
      </Table>
      {sites.data.sites.length === 0 && <p className="p-3 mb-0 text-body-secondary">{t('sites.none')}</p>}
    </div>
  )
}
