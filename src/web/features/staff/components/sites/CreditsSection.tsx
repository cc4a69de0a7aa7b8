import { Row } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { costRowsOf, MinimumCostsTable, minimumCostsOf } from './MinimumCostsTable.js'
import { type Change, numberOf, SiteSection } from './SectionForm.js'
import { NumberInput, SelectInput, SwitchInput } from './SiteFields.js'

/** The whole-number settings of this section in their groups, in the order shown. */
const prices = [
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
] as const
const operatorNumbers = [
  'operator_reply_delay_seconds',
  'first_contacts_per_member',
  'first_contact_delay_minutes',
] as const
const directDebitNumbers = [
  'direct_debit_max_count',
  'direct_debit_max_amount_cents',
  'direct_debit_window_days',
] as const
const numbers = [
  ...prices,
  ...operatorNumbers,
  'refund_days',
  'discount_max_percentage',
  ...directDebitNumbers,
] as const
type NumberSetting = (typeof numbers)[number]

const limits: Partial<Record<NumberSetting, { min: number; max?: number }>> = {
  message_length: { min: 1, max: 10_000 },
  operator_reply_delay_seconds: { min: 0, max: 600 },
  first_contacts_per_member: { min: 0, max: 5 },
  first_contact_delay_minutes: { min: 5, max: 10_080 },
  direct_debit_window_days: { min: 1, max: 365 },
  discount_max_percentage: { min: 1, max: 90 },
}

function draftOf({ settings }: StaffSiteResponse) {
  return {
    ...(Object.fromEntries(numbers.map((name) => [name, String(settings[name])])) as Record<
      NumberSetting,
      string
    >),
    chat_history_days: settings.chat_history_days === null ? '' : String(settings.chat_history_days),
    minimum_message_costs: costRowsOf(settings.minimum_message_costs),
    member_resell: settings.member_resell,
    auto_like: settings.auto_like.mode as string,
  }
}

type CreditsDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<CreditsDraft>): Change {
  const settings: Record<string, unknown> = {}
  for (const name of numbers) {
    const text = changed[name]
    if (text !== undefined) settings[name] = numberOf(text)
  }
  if (changed.chat_history_days !== undefined)
    settings.chat_history_days =
      changed.chat_history_days.trim() === '' ? null : numberOf(changed.chat_history_days)
  if (changed.minimum_message_costs)
    settings.minimum_message_costs = minimumCostsOf(changed.minimum_message_costs)
  if (changed.member_resell !== undefined) settings.member_resell = changed.member_resell
  if (changed.auto_like !== undefined) settings.auto_like = { mode: changed.auto_like }
  // Country codes and the auto-like mode come from fixed lists; the schema checks all before sending.
  return { settings: settings as Partial<SiteSettings> }
}

/** Prices in credits, message rules, refunds, the daily auto-like and the direct debit limits. */
export function CreditsSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="credits"
      title={t('sites.sections.credits')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => {
        const numberInput = (name: NumberSetting) => (
          <NumberInput
            key={name}
            label={t(`sites.fields.${name}`)}
            help={t(`sites.help.${name}`)}
            min={limits[name]?.min ?? 0}
            max={limits[name]?.max}
            step={1}
            {...form.field(name)}
          />
        )
        return (
          <Row className="g-2">
            {prices.map(numberInput)}
            <NumberInput
              label={t('sites.fields.chat_history_days')}
              help={t('sites.help.chat_history_days')}
              min={1}
              step={1}
              {...form.field('chat_history_days')}
            />
            <NumberInput
              label={t('sites.fields.refund_days')}
              help={t('sites.help.refund_days')}
              min={0}
              step={1}
              {...form.field('refund_days')}
            />
            {numberInput('discount_max_percentage')}
            <SelectInput
              label={t('sites.fields.auto_like')}
              help={t('sites.help.auto_like')}
              options={[
                ['fictional_same_country', t('sites.choices.auto_like_fictional_same_country')],
                ['none', t('sites.choices.auto_like_none')],
              ]}
              {...form.field('auto_like')}
            />
            <SwitchInput
              label={t('sites.fields.member_resell')}
              help={t('sites.help.member_resell')}
              {...form.field('member_resell')}
            />
            <MinimumCostsTable {...form.field('minimum_message_costs')} />
            {operatorNumbers.map(numberInput)}
            {directDebitNumbers.map(numberInput)}
          </Row>
        )
      }}
    </SiteSection>
  )
}
