import { isIPv6 } from 'node:net'
import type { Selectable } from 'kysely'
import { TtlCache } from '#server/cache.js'
import type { Database } from '#server/db/database.js'
import type { SitesTable } from '#server/db/schema.js'
import type { CompanyInfoResponse } from '#shared/api/sites.js'
import {
  findCompanyInfo,
  findLogoVersion,
  findSiteByHost,
  findSiteById,
  listInterests,
  listRegions,
  listSiteSettings,
} from './queries.js'
import { parseSiteSettings, type SiteSettings } from './settings.js'

type SiteRow = Selectable<SitesTable>

/** As GET /api/companyinfo.php answers it. */
export type CompanyInfo = CompanyInfoResponse['companyinfo']

export interface Site {
  id: number
  slug: string
  name: string
  domain: string
  domainLanguage: string
  cdnPrefix: string
  timeZone: string
  settings: SiteSettings
  company: CompanyInfo
  /** The site's own logo, when it has one: its size and version (the time it was set). */
  logo: SiteLogo | null
}

export interface SiteLogo {
  width: number
  height: number
  version: number
}

export interface Region {
  id: number
  country: string
  code: string
  name: string
  kind: string
}

const siteCacheMs = 30_000

/** A Host header: a name or IPv4 address, or an IPv6 address in brackets; then perhaps a port. */
const hostHeader = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/

/**
 * A host as sent by a browser, reduced to its name: lower case, no port, no trailing dot. Anything that
 * is not a well-formed host (a port above 65535, an open bracket, user info, spaces) is no host at all,
 * so that no site answers to it.
 */
export function normalizeHost(host: string | undefined): string | undefined {
  const match = hostHeader.exec(host?.trim().toLowerCase() ?? '')
  if (!match) return undefined
  const [, ipv6, name, port] = match
  if (port !== undefined && Number(port) > 65535) return undefined
  if (ipv6 !== undefined) return isIPv6(ipv6) ? ipv6 : undefined
  const bare = name?.replace(/\.$/, '') ?? ''
  return bare.length >= 1 && bare.length <= 253 ? bare : undefined
}

/** Phone numbers are shown and dialled without hyphens and spaces (docs/product.md §3 Company info). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '')
}

/**
 * Sites by host, cached briefly: every request needs its site, and operators change settings rarely.
 * Reference data (interests, regions) never changes while a process runs.
 */
export class SiteService {
  private readonly byHost = new TtlCache<Site | null>({ ttlMs: siteCacheMs, max: 1_000 })
  private readonly byId = new TtlCache<Site | null, number>({ ttlMs: siteCacheMs, max: 1_000 })
  private interests?: Promise<{ id: number; slug: string }[]>
  private regions = new Map<string, Promise<Region[]>>()

  constructor(private readonly db: Database) {}

  async findByHost(host: string | undefined): Promise<Site | null> {
    const name = normalizeHost(host)
    if (!name) return null
    return this.byHost.getOrLoad(name, () => this.load(name))
  }

  /** For work without a request (jobs, mails): the site a member belongs to. */
  findById(id: number): Promise<Site | null> {
    return this.byId.getOrLoad(id, async () => {
      const row = await findSiteById(this.db, id)
      return row ? this.complete(row) : null
    })
  }

  forgetCached(): void {
    this.byHost.clear()
    this.byId.clear()
  }

  listInterests(): Promise<{ id: number; slug: string }[]> {
    this.interests ??= listInterests(this.db)
    return this.interests
  }

  listRegions(countries: readonly string[]): Promise<Region[]> {
    const key = [...countries].sort().join(',')
    let regions = this.regions.get(key)
    if (!regions) {
      regions = listRegions(this.db, countries)
      this.regions.set(key, regions)
    }
    return regions
  }

  private async load(host: string): Promise<Site | null> {
    const row = await findSiteByHost(this.db, host)
    return row ? this.complete(row) : null
  }

  private async complete(row: SiteRow): Promise<Site> {
    const [settingRows, company, logo] = await Promise.all([
      listSiteSettings(this.db, row.id),
      findCompanyInfo(this.db, row.id),
      findLogoVersion(this.db, row.id),
    ])
    if (!company) throw new Error(`Site ${row.slug} has no company info`)
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      domain: row.domain,
      domainLanguage: row.domain_language,
      cdnPrefix: row.cdn_prefix,
      timeZone: row.time_zone,
      settings: parseSiteSettings(settingRows),
      logo: logo ? { width: logo.width, height: logo.height, version: logo.updated_at } : null,
      company: {
        name: company.name,
        address: company.address,
        postal_code: company.postal_code,
        city: company.city,
        country: company.country,
        kvk: company.kvk,
        support_email: company.support_email,
        delete_discount: company.delete_discount,
        tradenames: JSON.parse(company.tradenames) as string[],
        vat_numbers: JSON.parse(company.vat_numbers) as string[],
        support_phone: cleanPhone(company.support_phone),
      },
    }
  }
}
