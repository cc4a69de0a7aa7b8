import { Row } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, numberOf, SiteSection } from './SectionForm.js'
import { NumberInput, SwitchInput } from './SiteFields.js'

const numbers = [
  'spam_same_text_members',
  'spam_same_text_minutes',
  'spam_new_account_members',
  'spam_contact_first_messages',
  'spam_contact_account_hours',
] as const
type NumberName = (typeof numbers)[number]

/** The limits each number may take, as the settings schema checks them. */
const limits: Record<NumberName, { min: number; max: number }> = {
  spam_same_text_members: { min: 2, max: 1000 },
  spam_same_text_minutes: { min: 1, max: 1440 },
  spam_new_account_members: { min: 2, max: 1000 },
  spam_contact_first_messages: { min: 0, max: 100 },
  spam_contact_account_hours: { min: 0, max: 720 },
}

function draftOf({ settings }: StaffSiteResponse) {
  return {
    spam_hold: settings.spam_hold,
    ...(Object.fromEntries(numbers.map((name) => [name, String(settings[name])])) as Record<
      NumberName,
      string
    >),
  }
}

type SpamDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<SpamDraft>): Change {
  const settings: Partial<SiteSettings> = {}
  if (changed.spam_hold !== undefined) settings.spam_hold = changed.spam_hold
  for (const name of numbers) {
    const value = changed[name]
    if (value !== undefined) settings[name] = numberOf(value)
  }
  return { settings }
}

/** The chat's spam and scam rules (docs/product.md, Spam and scam defence): thresholds, and hold or flag. */
export function SpamSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="spam"
      title={t('sites.sections.spam')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <Row className="g-2">
          <SwitchInput
            label={t('sites.fields.spam_hold')}
            help={t('sites.help.spam_hold')}
            {...form.field('spam_hold')}
          />
          {numbers.map((name) => (
            <NumberInput
              key={name}
              label={t(`sites.fields.${name}`)}
              help={t(`sites.help.${name}`)}
              min={limits[name].min}
              max={limits[name].max}
              {...form.field(name)}
            />
          ))}
        </Row>
      )}
    </SiteSection>
  )
}
