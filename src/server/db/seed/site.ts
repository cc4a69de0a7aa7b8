import type { Database } from '../database.js'
import { syncWelcomeCodes } from './reference.js'

export interface DemoSiteOptions {
  /** Hosts the demo site answers on, besides its domain. */
  hosts?: string[]
}

export const demoSite = {
  slug: 'amora-demo',
  name: 'Amora',
  domain: 'localhost',
  domainLanguage: 'en',
}

/** A believable operator: the demo site's company, settings and the hosts it answers on. */
export async function createDemoSite(db: Database, options: DemoSiteOptions = {}): Promise<number> {
  const now = Date.now()
  return db.transaction().execute(async (trx) => {
    const site = await trx
      .insertInto('sites')
      .values({
        slug: demoSite.slug,
        name: demoSite.name,
        domain: demoSite.domain,
        domain_language: demoSite.domainLanguage,
        cdn_prefix: '/cdn/',
        time_zone: 'Europe/Amsterdam',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const hosts = new Set([demoSite.domain, '127.0.0.1', '::1', ...(options.hosts ?? [])])
    await trx
      .insertInto('site_domains')
      .values([...hosts].map((host) => ({ host, site_id: site.id })))
      .execute()
    await trx
      .insertInto('company_info')
      .values({
        site_id: site.id,
        name: 'Amora Demo B.V.',
        address: 'Keizersgracht 123',
        postal_code: '1015 CJ',
        city: 'Amsterdam',
        country: 'NL',
        kvk: '12345678',
        tradenames: JSON.stringify(['Amora']),
        vat_numbers: JSON.stringify(['NL123456789B01']),
        support_email: 'support@amora.example',
        support_phone: '+31 20-123 45 67',
        delete_discount: 50,
      })
      .execute()
    const settings: Record<string, unknown> = {
      minimum_message_costs: {
        NL: { costs: 0.35, currency: 'EUR' },
        BE: { costs: 0.35, currency: 'EUR' },
        DE: { costs: 0.35, currency: 'EUR' },
        AT: { costs: 0.35, currency: 'EUR' },
        FR: { costs: 0.35, currency: 'EUR' },
        IT: { costs: 0.35, currency: 'EUR' },
        ES: { costs: 0.35, currency: 'EUR' },
        IE: { costs: 0.35, currency: 'EUR' },
        CH: { costs: 0.4, currency: 'CHF' },
        PL: { costs: 1.5, currency: 'PLN' },
        GB: { costs: 0.3, currency: 'GBP' },
        US: { costs: 0.39, currency: 'USD' },
        CA: { costs: 0.49, currency: 'CAD' },
        AU: { costs: 0.55, currency: 'AUD' },
        NZ: { costs: 0.59, currency: 'NZD' },
      },
      entry_warning_countries: null,
      // The operator is Dutch: visitors from countries the site does not list see the Netherlands.
      countries: ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'PL', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
    }
    await trx
      .insertInto('site_settings')
      .values(
        Object.entries(settings).map(([name, value]) => ({
          site_id: site.id,
          name,
          value: JSON.stringify(value),
        })),
      )
      .execute()
    await syncWelcomeCodes(trx, now)
    await trx.insertInto('bundles').values(demoBundles(site.id)).execute()
    return site.id
  })
}

/** Credits and bonus of the demo bundles; the third is marked best value. */
const bundleCredits: [credits: number, bonus: number][] = [
  [50, 0],
  [100, 10],
  [250, 50],
  [500, 150],
]

/** Prices in cents of the four bundles in each currency the demo site's countries pay in. */
const bundlePrices: Record<string, number[]> = {
  EUR: [995, 1795, 3995, 6995],
  GBP: [895, 1595, 3495, 5995],
  USD: [1095, 1995, 4495, 7795],
  CHF: [995, 1795, 3995, 6995],
  PLN: [4295, 7695, 16995, 29995],
  CAD: [1495, 2695, 5995, 10495],
  AUD: [1595, 2895, 6495, 11495],
  NZD: [1795, 3195, 7195, 12495],
}

export function demoBundles(siteId: number) {
  return Object.entries(bundlePrices).flatMap(([currency, prices]) =>
    prices.map((price, index) => ({
      site_id: siteId,
      currency,
      price_cents: price,
      credits: bundleCredits[index]?.[0] ?? 0,
      bonus_credits: bundleCredits[index]?.[1] ?? 0,
      best_value: index === 2 ? 1 : 0,
      sort_order: index,
    })),
  )
}
