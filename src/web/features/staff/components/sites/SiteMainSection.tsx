import { Row } from 'react-bootstrap'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { type Change, linesOf, SiteSection } from './SectionForm.js'
import { languageOptions, SelectInput, TextArea, TextInput, TimeZoneInput } from './SiteFields.js'

function draftOf({ site }: StaffSiteResponse) {
  return {
    name: site.name,
    domain: site.domain,
    domains: site.domains.join('\n'),
    domain_language: site.domain_language,
    time_zone: site.time_zone,
  }
}

type SiteDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<SiteDraft>): Change {
  const { domains, ...rest } = changed
  const change = {
    ...rest,
    ...(domains === undefined ? {} : { domains: linesOf(domains).map((host) => host.toLowerCase()) }),
  }
  // The language comes from the select of the seven; the schema checks it before anything is sent.
  return change as Change
}

/**
 * The address of the site's main domain, on the port this page came on: a local installation serves every
 * site on one port. The port is known only in the browser, so the first paint links without it.
 */
export function SiteLink({ domain }: { domain: string }) {
  const { t } = useTranslation('staff')
  const hydrated = useHydrated()
  const port = hydrated ? window.location.port : ''
  return (
    <a
      href={`http://${domain}${port ? `:${port}` : ''}/`}
      target="_blank"
      rel="noopener noreferrer"
      className="btn btn-sm btn-outline-secondary py-0"
    >
      {t('sites.open_site')}
    </a>
  )
}

/** Name, domains, language and time zone of the site itself. */
export function SiteMainSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="site"
      title={t('sites.sections.site')}
      data={data}
      group="site"
      draftOf={draftOf}
      changeOf={changeOf}
      actions={<SiteLink domain={data.site.domain} />}
    >
      {(form) => (
        <Row className="g-2">
          <TextInput label={t('sites.fields.name')} maxLength={100} {...form.field('name')} />
          <TextInput
            label={t('sites.fields.domain')}
            help={t('sites.help.domain')}
            maxLength={253}
            {...form.field('domain')}
          />
          <SelectInput
            label={t('sites.fields.domain_language')}
            help={t('sites.help.domain_language')}
            options={languageOptions}
            {...form.field('domain_language')}
          />
          <TimeZoneInput
            label={t('sites.fields.time_zone')}
            help={t('sites.help.time_zone')}
            {...form.field('time_zone')}
          />
          <TextArea
            label={t('sites.fields.domains')}
            help={t('sites.help.domains')}
            rows={Math.min(8, Math.max(3, form.values.domains.split('\n').length + 1))}
            {...form.field('domains')}
          />
        </Row>
      )}
    </SiteSection>
  )
}
