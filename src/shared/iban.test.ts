import { describe, expect, it } from 'vitest'
import { ibanChecksumValid, maskIban, normalizeIban, parseIban } from './iban.js'

// The registry's example IBAN of every SEPA country.
const examples = [
  'AD1200012030200359100100',
  'AT611904300234573201',
  'BE68539007547034',
  'BG80BNBG96611020345678',
  'CH9300762011623852957',
  'CY17002001280000001200527600',
  'CZ6508000000192000145399',
  'DE89370400440532013000',
  'DK5000400440116243',
  'EE382200221020145685',
  'ES9121000418450200051332',
  'FI2112345600000785',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'GI75NWBK000000007099453',
  'GR1601101250000000012300695',
  'HR1210010051863000160',
  'HU42117730161111101800000000',
  'IE29AIBK93115212345678',
  'IS140159260076545510730339',
  'IT60X0542811101000000123456',
  'LI21088100002324013AA',
  'LT121000011101001000',
  'LU280019400644750000',
  'LV80BANK0000435195001',
  'MC5811222000010123456789030',
  'MT84MALT011000012345MTLCAST001S',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'PL61109010140000071219812874',
  'PT50000201231234567890154',
  'RO49AAAA1B31007593840000',
  'SE4550000000058398257466',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'SM86U0322509800000000270100',
  'VA59001123000012345678',
]

describe('IBAN checks', () => {
  it('takes the example IBAN of every SEPA country', () => {
    for (const iban of examples) expect(parseIban(iban), iban).toBe(iban)
  })

  it('takes an IBAN typed with spaces, dashes and small letters', () => {
    expect(normalizeIban(' nl91 abna-0417 1643 00 ')).toBe('NL91ABNA0417164300')
    expect(parseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300')
  })

  it('refuses a wrong checksum, a swapped digit, a wrong length or format, and non-SEPA countries', () => {
    const refused = [
      'NL92ABNA0417164300', // check digits
      'NL91ABNA0417164301', // one digit changed
      'NL91ABNA0417613400', // two digits swapped
      'NL91ABNA041716430', // too short
      'NL91ABNA04171643000', // too long
      'NL911BNA0417164300', // a digit where the bank code has letters
      'DE89370400440532013X00',
      'SA0380000000608010167519', // Saudi Arabia: an IBAN, not SEPA
      'XX89370400440532013000',
      'BR1500000000000010932840814P2', // Brazil: not SEPA
      '1234567890123456',
      'NL91 ABNA 0417 1643 00 !',
      '',
    ]
    for (const iban of refused) expect(parseIban(iban), iban).toBeNull()
  })

  it('computes mod 97 over long IBANs without losing digits', () => {
    expect(ibanChecksumValid('MT84MALT011000012345MTLCAST001S')).toBe(true)
    expect(ibanChecksumValid('MT85MALT011000012345MTLCAST001S')).toBe(false)
  })

  it('masks all but the country, check digits and last four characters', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• 4300')
    expect(maskIban('DE89370400440532013000')).not.toContain('3704004405')
  })
})
