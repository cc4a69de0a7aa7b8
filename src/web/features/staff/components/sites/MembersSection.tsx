import { Row } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import { contentReviewModes } from '#shared/api/staff-moderation.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { profileFields, searchFields } from '#shared/constants.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, numberOf, SiteSection } from './SectionForm.js'
import { CheckList, CountriesInput, NumberInput, SelectInput, SwitchInput } from './SiteFields.js'

function draftOf({ settings }: StaffSiteResponse) {
  return {
    countries: [...settings.countries] as string[],
    visible_profile_fields: [...settings.visible_profile_fields] as string[],
    visible_profile_notes: [...settings.visible_profile_notes] as string[],
    search_fields: [...settings.search_fields] as string[],
    signups: settings.signups,
    signups_per_address_hour: String(settings.signups_per_address_hour),
    content_review: settings.content_review as string,
    invite_only: settings.invite_only,
    logged_out_search: settings.logged_out_search,
    logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
    min_age: String(settings.min_age),
  }
}

type MembersDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<MembersDraft>): Change {
  const { min_age, signups_per_address_hour, ...rest } = changed
  // The lists hold codes of the fixed lists offered; the schema checks them before anything is sent.
  const settings = {
    ...rest,
    ...(min_age === undefined ? {} : { min_age: numberOf(min_age) }),
    ...(signups_per_address_hour === undefined
      ? {}
      : { signups_per_address_hour: numberOf(signups_per_address_hour) }),
  }
  return { settings: settings as Partial<SiteSettings> }
}

/** Who may join, what profiles show and what search offers (docs/product.md §3, §4). */
export function MembersSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  const fieldOptions = profileFields.map((name) => [name, t(`sites.profile_fields.${name}`)] as const)
  const searchOptions = searchFields.map((name) => [name, t(`sites.search_fields.${name}`)] as const)
  const allOrNone = [
    ['all', t('sites.choices.all')],
    ['none', t('sites.choices.none')],
  ] as const
  return (
    <SiteSection
      id="members"
      title={t('sites.sections.members')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <Row className="g-2">
          <CountriesInput
            label={t('sites.fields.countries')}
            help={t('sites.help.countries')}
            {...form.field('countries')}
          />
          <SelectInput
            label={t('sites.fields.signups')}
            help={t('sites.help.signups')}
            options={[
              ['all', t('sites.choices.signups_all')],
              ['with_trafficsource', t('sites.choices.signups_with_trafficsource')],
              ['none', t('sites.choices.signups_none')],
            ]}
            {...form.field('signups')}
          />
          <NumberInput
            label={t('sites.fields.signups_per_address_hour')}
            help={t('sites.help.signups_per_address_hour')}
            min={1}
            max={1000}
            {...form.field('signups_per_address_hour')}
          />
          <SelectInput
            label={t('sites.fields.content_review')}
            help={t('sites.help.content_review')}
            options={contentReviewModes.map(
              (mode) => [mode, t(`sites.choices.content_review_${mode}`)] as const,
            )}
            {...form.field('content_review')}
          />
          <NumberInput
            label={t('sites.fields.min_age')}
            help={t('sites.help.min_age')}
            min={18}
            max={99}
            {...form.field('min_age')}
          />
          <SwitchInput
            label={t('sites.fields.invite_only')}
            help={t('sites.help.invite_only')}
            {...form.field('invite_only')}
          />
          <SelectInput
            label={t('sites.fields.logged_out_search')}
            help={t('sites.help.logged_out_search')}
            options={allOrNone}
            {...form.field('logged_out_search')}
          />
          <SelectInput
            label={t('sites.fields.logged_out_search_trafficsource')}
            help={t('sites.help.logged_out_search_trafficsource')}
            options={allOrNone}
            {...form.field('logged_out_search_trafficsource')}
          />
          <CheckList
            label={t('sites.fields.visible_profile_fields')}
            help={t('sites.help.visible_profile_fields')}
            options={fieldOptions}
            {...form.field('visible_profile_fields')}
          />
          <CheckList
            label={t('sites.fields.visible_profile_notes')}
            help={t('sites.help.visible_profile_notes')}
            options={fieldOptions}
            {...form.field('visible_profile_notes')}
          />
          <CheckList
            label={t('sites.fields.search_fields')}
            help={t('sites.help.search_fields')}
            options={searchOptions}
            {...form.field('search_fields')}
          />
        </Row>
      )}
    </SiteSection>
  )
}
