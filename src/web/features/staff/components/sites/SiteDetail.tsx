import { Alert, Nav } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffSite } from '../../api/sites.js'
import { BrandSection } from './BrandSection.js'
import { BundlesSection } from './BundlesSection.js'
import { CompanySection } from './CompanySection.js'
import { CreditsSection } from './CreditsSection.js'
import { EmailBlocksSection } from './EmailBlocksSection.js'
import { EntrySection } from './EntrySection.js'
import { GiftsSection } from './GiftsSection.js'
import { MembersSection } from './MembersSection.js'
import { SiteMainSection } from './SiteMainSection.js'
import { SpamSection } from './SpamSection.js'
import { TextsSection } from './TextsSection.js'
import { VatSection } from './VatSection.js'

/** The audit log filtered to one site. */
export function siteAuditPath(id: number): string {
  return `/admin/audit?target_kind=site&target=${id}`
}

const sections = [
  'site',
  'brand',
  'texts',
  'members',
  'blocks',
  'spam',
  'entry',
  'credits',
  'bundles',
  'gifts',
  'company',
  'vat',
] as const

/** The bundles, the gifts and the blocks have their own parts of the catalogue, titles included. */
const sectionTitle = (section: (typeof sections)[number]) =>
  section === 'bundles' || section === 'gifts' || section === 'blocks'
    ? `sites.${section}.title`
    : `sites.sections.${section}`

function SiteHeader({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const { site } = data
  return (
    <header className="mb-2">
      <div className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
        <h1 className="h4 mb-0 text-break">
          {site.name} <span className="text-body-secondary font-monospace fs-6">#{site.id}</span>
        </h1>
        <span className="font-monospace small text-body-secondary">{site.slug}</span>
        <span className="ms-auto d-flex flex-wrap gap-2">
          <Link to={siteAuditPath(site.id)} className="btn btn-sm btn-outline-secondary">
            {t('sites.audit_link')}
          </Link>
        </span>
      </div>
      {/* The sections are long: a line of links to jump to each. */}
      <Nav as="nav" aria-label={t('sites.contents')} className="small gap-2">
        {sections.map((section) => (
          <a key={section} href={`#${section}-title`} className="link-secondary">
            {t(sectionTitle(section))}
          </a>
        ))}
      </Nav>
    </header>
  )
}

/** One site: each group of settings a form of its own, saved on its own. */
export function SiteDetail({ id }: { id: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const site = useStaffSite(id)
  if (site.error instanceof ApiError && site.error.status === 404)
    return <Alert variant="warning">{t('sites.not_found')}</Alert>
  if (site.error) return <Alert variant="danger">{errorText(site.error, tMain)}</Alert>
  if (!site.data) return <LoadingSpinner />
  const { data } = site
  return (
    <>
      <p className="small mb-2">
        <Link to="/admin/sites">{t('sites.back')}</Link>
      </p>
      <SiteHeader data={data} />
      <SiteMainSection data={data} />
      <BrandSection data={data} />
      <TextsSection data={data} />
      <MembersSection data={data} />
      <EmailBlocksSection data={data} />
      <SpamSection data={data} />
      <EntrySection data={data} />
      <CreditsSection data={data} />
      <BundlesSection data={data} />
      <GiftsSection data={data} />
      <CompanySection data={data} />
      <VatSection data={data} />
    </>
  )
}
