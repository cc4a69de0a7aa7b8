import type { CompanyFields, StaffSite } from '#shared/api/staff-sites.js'
import type { countries } from '#shared/constants.js'
import type { CompanyRow, findSite } from './queries.js'

type SiteRow = NonNullable<Awaited<ReturnType<typeof findSite>>>

export function presentSite(row: SiteRow, domains: string[]): StaffSite {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    domain: row.domain,
    domains,
    domain_language: row.domain_language,
    time_zone: row.time_zone,
    created_at: row.created_at,
  }
}

export function presentCompany(row: CompanyRow): CompanyFields {
  return {
    name: row.name,
    address: row.address,
    postal_code: row.postal_code,
    city: row.city,
    country: row.country as (typeof countries)[number],
    kvk: row.kvk,
    tradenames: JSON.parse(row.tradenames) as string[],
    vat_numbers: JSON.parse(row.vat_numbers) as string[],
    support_email: row.support_email,
    support_phone: row.support_phone,
    delete_discount: row.delete_discount,
  }
}

/** The company details as they are stored: lists as JSON. */
export function companyRow(company: CompanyFields): CompanyRow {
  return {
    ...company,
    tradenames: JSON.stringify(company.tradenames),
    vat_numbers: JSON.stringify(company.vat_numbers),
  }
}
