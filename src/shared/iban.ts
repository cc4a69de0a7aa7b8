/**
 * IBAN checks for SEPA direct debit (ISO 13616): the country's length and BBAN format, then the mod-97
 * checksum. Only SEPA countries are taken: a debit from any other IBAN cannot be collected.
 */

// BBAN formats of the SEPA countries, in the registry's notation: n digits, a upper-case letters,
// c letters or digits; "!" marks a fixed length (every part here is fixed).
const bbanFormats: Record<string, string> = {
  AD: '4!n4!n12!c',
  AT: '5!n11!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  CH: '5!n12!c',
  CY: '3!n5!n16!c',
  CZ: '4!n6!n10!n',
  DE: '8!n10!n',
  DK: '4!n9!n1!n',
  EE: '2!n2!n11!n1!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GI: '4!a15!c',
  GR: '3!n4!n16!c',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  MC: '5!n5!n11!c2!n',
  MT: '4!a5!n18!c',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  PL: '8!n16!n',
  PT: '4!n4!n11!n2!n',
  RO: '4!a16!c',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  VA: '3!n15!n',
}

const classes: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' }

function bbanPattern(format: string): RegExp {
  const parts = [...format.matchAll(/(\d+)!([nac])/g)].map(
    ([, count, kind]) => `${classes[kind ?? 'c']}{${count}}`,
  )
  return new RegExp(`^${parts.join('')}$`)
}

const patterns = new Map(
  Object.entries(bbanFormats).map(([country, format]) => [country, bbanPattern(format)]),
)

/** The IBAN as typed, without spaces and in capitals: "nl91 abna 0417 1643 00" is NL91ABNA0417164300. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end; valid at 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char)
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97
  }
  return remainder === 1
}

/** The normalized IBAN when it is a valid SEPA IBAN, else null. */
export function parseIban(input: string): string | null {
  const iban = normalizeIban(input)
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]+)$/.exec(iban)
  if (!match) return null
  const [, country, , bban] = match
  const pattern = patterns.get(country ?? '')
  if (!pattern?.test(bban ?? '')) return null
  return ibanChecksumValid(iban) ? iban : null
}

/** What may be shown of an IBAN: country, check digits and the last four characters (NL91 •••• 4300). */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`
}
