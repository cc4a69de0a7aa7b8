import { useRef } from 'react'
import { Col, Form, Row } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, type FieldBinding, SiteSection } from './SectionForm.js'
import { CountriesInput, SwitchInput, TextInput } from './SiteFields.js'

function draftOf({ settings }: StaffSiteResponse) {
  return {
    enable_site_entry_popup: settings.enable_site_entry_popup,
    entry_warning_countries: settings.entry_warning_countries
      ? ([...settings.entry_warning_countries] as string[])
      : null,
    entry_warning_exit_url: settings.entry_warning_exit_url,
    fictional_icon: settings.fictional_icon,
  }
}

type EntryDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<EntryDraft>): Change {
  // The countries are codes of the platform's list; the schema checks them before anything is sent.
  return { settings: changed as Partial<SiteSettings> }
}

/**
 * The countries whose visitors see the warning: every country (null, the default, which also covers
 * countries added later) or the ones chosen.
 */
function EntryCountries({ binding }: { binding: FieldBinding<string[] | null> }) {
  const { t } = useTranslation('staff')
  const allId = useElementId()
  // Ticking "all" and unticking it again brings back the list chosen before.
  const lastList = useRef<string[]>(binding.value ?? [])
  const all = binding.value === null
  const toggle = (checked: boolean) => {
    if (checked && binding.value) lastList.current = binding.value
    binding.onChange(checked ? null : lastList.current)
  }
  return (
    <>
      <Col xs={12} md={6} xl={4} className="mb-2">
        <Form.Check
          id={allId}
          className="small fw-semibold"
          label={t('sites.fields.entry_warning_all')}
          checked={all}
          onChange={(event) => toggle(event.target.checked)}
        />
        <Form.Text className="d-block small">{t('sites.help.entry_warning_all')}</Form.Text>
      </Col>
      {!all && (
        <CountriesInput
          label={t('sites.fields.entry_warning_countries')}
          help={t('sites.help.entry_warning_countries')}
          value={binding.value ?? []}
          onChange={binding.onChange}
          error={binding.error}
        />
      )}
      {all && binding.error && (
        <Col xs={12} className="invalid-feedback d-block mb-2">
          {binding.error}
        </Col>
      )}
    </>
  )
}

/** The site-entry warning (docs/product.md §2) and the mark of fictional profiles. */
export function EntrySection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="entry"
      title={t('sites.sections.entry')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <Row className="g-2">
          <SwitchInput
            label={t('sites.fields.enable_site_entry_popup')}
            help={t('sites.help.enable_site_entry_popup')}
            {...form.field('enable_site_entry_popup')}
          />
          <TextInput
            type="url"
            label={t('sites.fields.entry_warning_exit_url')}
            help={t('sites.help.entry_warning_exit_url')}
            maxLength={2000}
            {...form.field('entry_warning_exit_url')}
          />
          <TextInput
            label={t('sites.fields.fictional_icon')}
            help={t('sites.help.fictional_icon')}
            maxLength={16}
            {...form.field('fictional_icon')}
          />
          <EntryCountries binding={form.field('entry_warning_countries')} />
        </Row>
      )}
    </SiteSection>
  )
}
