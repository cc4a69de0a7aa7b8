// Countries whose national numbers start with a trunk 0 that the international form drops.
const trunkZeroCodes: Record<string, string> = {
  NL: '31',
  BE: '32',
  DE: '49',
  AT: '43',
  CH: '41',
  FR: '33',
  GB: '44',
  IE: '353',
  AU: '61',
  NZ: '64',
}

/**
 * A mobile number in international form (+31612345678), or null. Takes +31 6 12345678, 0031-6-12345678
 * and, for the member's country when it uses a trunk 0, the national 06 12345678.
 */
export function normalizePhone(input: string, country: string | null): string | null {
  const compact = input.replace(/[\s\-./()]+/g, '')
  let international = compact
  if (compact.startsWith('00')) international = `+${compact.slice(2)}`
  else if (/^0[1-9]/.test(compact)) {
    const code = country ? trunkZeroCodes[country.toUpperCase()] : undefined
    if (!code) return null
    international = `+${code}${compact.slice(1)}`
  }
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : null
}

/** The last three digits, all that the answer tells of the number the code went to. */
export function phoneHint(phone: string): string {
  return phone.slice(-3)
}
