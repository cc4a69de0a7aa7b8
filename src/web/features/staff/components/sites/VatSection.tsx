import { Row } from 'react-bootstrap'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, linesOf, numberOf, SiteSection } from './SectionForm.js'
import { TextArea } from './SiteFields.js'

/** `DE 19` per line, in the order of the country codes. */
function textOf(rates: Partial<Record<string, number>>): string {
  return Object.entries(rates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, rate]) => `${country} ${rate}`)
    .join('\n')
}

/**
 * Lines of `DE 19` (or `DE: 19`, `FI 25,5`) as the setting's object. A line that is not a code and a
 * number still goes in, as its own text with no rate, for the schema to refuse with a message.
 */
export function vatRatesOf(text: string): Record<string, number> {
  const rates: Record<string, number> = {}
  for (const line of linesOf(text)) {
    const match = /^([A-Za-z]{2})\s*[:=]?\s*(\S+?)\s*%?$/.exec(line)
    if (!match?.[1] || !match[2]) {
      rates[line] = Number.NaN
      continue
    }
    rates[match[1].toUpperCase()] = numberOf(match[2].replace(',', '.'))
  }
  return rates
}

function draftOf({ settings }: StaffSiteResponse) {
  return { vat_rates: textOf(settings.vat_rates) }
}

type VatDraft = ReturnType<typeof draftOf>

function changeOf(changed: Partial<VatDraft>): Change {
  if (changed.vat_rates === undefined) return { settings: {} }
  return { settings: { vat_rates: vatRatesOf(changed.vat_rates) } }
}

/** The VAT rates of the site's invoices that differ from the EU standard rates (docs/decisions/0033). */
export function VatSection({ data }: { data: StaffSiteResponse }) {
  const { t } = useTranslation('staff')
  return (
    <SiteSection
      id="vat"
      title={t('sites.sections.vat')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <Row className="g-2">
          <TextArea
            label={t('sites.fields.vat_rates')}
            help={t('sites.help.vat_rates')}
            rows={4}
            {...form.field('vat_rates')}
          />
        </Row>
      )}
    </SiteSection>
  )
}
