import type { EuCountry } from '#shared/eu.js'

/**
 * The standard VAT rate of each EU member state in per cent, as of 2026 (the European Commission's "VAT
 * rates applied in the Member States"). Credits are an electronically supplied service, taxed at the
 * buyer's country's standard rate. A site overrides any of them in its setting vat_rates; change this
 * table when a country changes its rate (recent: EE 24 from 1 July 2025, RO 21 from 1 August 2025, SK 23
 * from 1 January 2025, FI 25.5 from 1 September 2024).
 */
export const euStandardVatRates: Readonly<Record<EuCountry, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}
