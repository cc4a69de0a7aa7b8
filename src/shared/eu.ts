import { z } from 'zod'

/** The 27 member states of the European Union, as ISO 3166 codes (Greece is GR here, EL in VAT numbers). */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const
export type EuCountry = (typeof euCountries)[number]

export function isEuCountry(country: string): country is EuCountry {
  return (euCountries as readonly string[]).includes(country)
}

/** A VAT rate in per cent: 0 to 100, at most two decimals (25.5 is fine, 25.555 is not). */
export const vatRatePercent = z
  .number('staff.errors.vat_rate_invalid')
  .min(0, 'staff.errors.vat_rate_invalid')
  .max(100, 'staff.errors.vat_rate_invalid')
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, 'staff.errors.vat_rate_invalid')

/**
 * The site setting vat_rates: EU country → standard rate in per cent, overriding the built-in table. A code
 * that is no EU country is refused under its own path, with a message the staff member can act on.
 */
export const vatRatesSetting = z.record(z.string(), vatRatePercent).superRefine((rates, context) => {
  for (const country of Object.keys(rates))
    if (!isEuCountry(country))
      context.addIssue({ code: 'custom', path: [country], message: 'staff.errors.vat_country_invalid' })
})
