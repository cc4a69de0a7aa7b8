import type { Database } from '#server/db/database.js'

export function findSiteByHost(db: Database, host: string) {
  return db
    .selectFrom('site_domains')
    .innerJoin('sites', 'sites.id', 'site_domains.site_id')
    .selectAll('sites')
    .where('site_domains.host', '=', host)
    .executeTakeFirst()
}

export function findSiteById(db: Database, id: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listSiteSettings(db: Database, siteId: number) {
  return db.selectFrom('site_settings').select(['name', 'value']).where('site_id', '=', siteId).execute()
}

export function findCompanyInfo(db: Database, siteId: number) {
  return db.selectFrom('company_info').selectAll().where('site_id', '=', siteId).executeTakeFirst()
}

/** The logo's size and version, without the image. */
export function findLogoVersion(db: Database, siteId: number) {
  return db
    .selectFrom('site_logos')
    .select(['width', 'height', 'updated_at'])
    .where('site_id', '=', siteId)
    .executeTakeFirst()
}

export function findLogoImage(db: Database, siteId: number) {
  return db
    .selectFrom('site_logos')
    .select(['image', 'updated_at'])
    .where('site_id', '=', siteId)
    .executeTakeFirst()
}

export function listInterests(db: Database) {
  return db.selectFrom('interests').select(['id', 'slug']).orderBy('sort_order').orderBy('id').execute()
}

export function listRegions(db: Database, countries: readonly string[]) {
  if (countries.length === 0) return Promise.resolve([])
  return db
    .selectFrom('regions')
    .select(['id', 'country', 'code', 'name', 'kind'])
    .where('country', 'in', countries)
    .orderBy('country')
    .orderBy('name')
    .execute()
}
