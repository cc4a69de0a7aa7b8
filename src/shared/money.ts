import type { Money } from './api/payments.js'

/**
 * The currency a country pays in (ISO 3166 alpha-2 to ISO 4217). Countries not listed pay in euros: the
 * operators are European and every site sells in euros.
 */
export const currencyByCountry: Readonly<Record<string, string>> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  LU: 'EUR',
  GR: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  MT: 'EUR',
  CY: 'EUR',
  HR: 'EUR',
  CH: 'CHF',
  PL: 'PLN',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
}

export const defaultCurrency = 'EUR'

export function currencyOf(country: string): string {
  return currencyByCountry[country.toUpperCase()] ?? defaultCurrency
}

/**
 * Money in the viewer's language: "€19.95", "19,95 €", "19,95 zł". The one formatter of every amount shown,
 * in the app, on the server's pages and in mails, so that a price reads the same everywhere. Cents may have
 * fractions (a price per credit); `fractionDigits` asks for more places than the currency's usual two.
 */
export function formatMoney(money: Money, locale: string, fractionDigits?: number): string {
  const amount = money.cents / 100
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits }
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency, ...digits }).format(
      amount,
    )
  } catch {
    // An unknown currency code: the figure with the code beside it still tells the price.
    return `${new Intl.NumberFormat(locale, digits).format(amount)} ${money.currency}`
  }
}

/** Cents as a decimal string with two places ("9.95"), as payment providers take amounts. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "9.95" to 995; null for anything that is not an amount with at most two decimals. */
export function decimalToCents(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}
