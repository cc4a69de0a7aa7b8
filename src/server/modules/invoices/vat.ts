import { isEuCountry } from '#shared/eu.js'
import { euStandardVatRates } from './vat-rates.js'

/** A rate in basis points (1900 is 19 %): integers add and compare exactly, 25.5 % is 2550. */
export type BasisPoints = number

export interface VatSplit {
  net_cents: number
  vat_cents: number
}

/**
 * The rate for a buyer's country: the site's override, else the EU standard rate; 0 outside the EU (no EU
 * VAT is charged there).
 */
export function vatRateFor(country: string, overrides: Partial<Record<string, number>>): BasisPoints {
  if (!isEuCountry(country)) return 0
  const percent = overrides[country] ?? euStandardVatRates[country]
  return Math.round(percent * 100)
}

/** Prices include VAT: net = round(total / (1 + rate)), and the VAT is the rest, so both add up to the total. */
export function splitVat(totalCents: number, rate: BasisPoints): VatSplit {
  const net = Math.round((totalCents * 10_000) / (10_000 + rate))
  return { net_cents: net, vat_cents: totalCents - net }
}

/**
 * A credit note's split at the rate of the invoice it corrects: the note that gives back the rest takes
 * exactly what is left of the invoice's net and VAT, and no note takes more than is left of either.
 */
export function splitCredit(
  amountCents: number,
  rate: BasisPoints,
  invoice: VatSplit & { total_cents: number },
  creditedBefore: VatSplit & { total_cents: number },
): VatSplit {
  const netLeft = invoice.net_cents - creditedBefore.net_cents
  const vatLeft = invoice.vat_cents - creditedBefore.vat_cents
  if (creditedBefore.total_cents + amountCents >= invoice.total_cents)
    return { net_cents: netLeft, vat_cents: vatLeft }
  const split = splitVat(amountCents, rate)
  if (split.net_cents > netLeft) return { net_cents: netLeft, vat_cents: amountCents - netLeft }
  if (split.vat_cents > vatLeft) return { net_cents: amountCents - vatLeft, vat_cents: vatLeft }
  return split
}

/** 1900 → "19", 2550 → "25.5": the rate as people write it. */
export function ratePercent(rate: BasisPoints): string {
  return String(rate / 100)
}
