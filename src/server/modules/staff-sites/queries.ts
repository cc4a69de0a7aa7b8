import type { Database } from '#server/db/database.js'

const siteColumns = ['id', 'slug', 'name', 'domain', 'domain_language', 'time_zone', 'created_at'] as const

/** The sites of these ids, or every site for null. */
export function listSites(db: Database, ids: readonly number[] | null) {
  let query = db.selectFrom('sites').select([...siteColumns])
  if (ids !== null) {
    if (ids.length === 0) return Promise.resolve([])
    query = query.where('id', 'in', ids)
  }
  return query.orderBy('id').execute()
}

export function findSite(db: Database, id: number) {
  return db
    .selectFrom('sites')
    .select([...siteColumns])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function findSiteBySlug(db: Database, slug: string) {
  return db
    .selectFrom('sites')
    .select([...siteColumns])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

export function listDomains(db: Database, siteIds: readonly number[]) {
  if (siteIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('site_domains')
    .select(['site_id', 'host'])
    .where('site_id', 'in', siteIds)
    .orderBy('host')
    .execute()
}

/** Which of these hosts another site answers on already. */
export function findHostsOfOtherSites(db: Database, hosts: readonly string[], siteId: number | null) {
  let query = db.selectFrom('site_domains').select(['host', 'site_id']).where('host', 'in', hosts)
  if (siteId !== null) query = query.where('site_id', '!=', siteId)
  return query.execute()
}

export async function insertSite(
  trx: Database,
  site: { slug: string; name: string; domain: string; domain_language: string; time_zone: string },
  now: number,
) {
  const row = await trx
    .insertInto('sites')
    .values({ ...site, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateSite(
  trx: Database,
  id: number,
  changes: { name?: string; domain?: string; domain_language?: string; time_zone?: string },
) {
  await trx.updateTable('sites').set(changes).where('id', '=', id).execute()
}

export async function replaceDomains(trx: Database, siteId: number, hosts: readonly string[]) {
  await trx.deleteFrom('site_domains').where('site_id', '=', siteId).execute()
  await trx
    .insertInto('site_domains')
    .values(hosts.map((host) => ({ host, site_id: siteId })))
    .execute()
}

export function listSettingRows(db: Database, siteId: number) {
  return db.selectFrom('site_settings').select(['name', 'value']).where('site_id', '=', siteId).execute()
}

export async function writeSetting(trx: Database, siteId: number, name: string, value: unknown) {
  await trx.deleteFrom('site_settings').where('site_id', '=', siteId).where('name', '=', name).execute()
  await trx
    .insertInto('site_settings')
    .values({ site_id: siteId, name, value: JSON.stringify(value) })
    .execute()
}

export function findCompany(db: Database, siteId: number) {
  return db.selectFrom('company_info').selectAll().where('site_id', '=', siteId).executeTakeFirst()
}

export interface CompanyRow {
  name: string
  address: string
  postal_code: string
  city: string
  country: string
  kvk: string
  tradenames: string
  vat_numbers: string
  support_email: string
  support_phone: string
  delete_discount: number
}

export async function writeCompany(trx: Database, siteId: number, company: CompanyRow) {
  await trx.deleteFrom('company_info').where('site_id', '=', siteId).execute()
  await trx
    .insertInto('company_info')
    .values({ site_id: siteId, ...company })
    .execute()
}

/** A new site starts with the settings, company details, bundles and own gifts of another. */
export async function copySiteContents(trx: Database, fromId: number, toId: number) {
  const [settings, company, bundles, gifts] = await Promise.all([
    trx.selectFrom('site_settings').select(['name', 'value']).where('site_id', '=', fromId).execute(),
    trx.selectFrom('company_info').selectAll().where('site_id', '=', fromId).executeTakeFirst(),
    trx
      .selectFrom('bundles')
      .select(['currency', 'price_cents', 'credits', 'bonus_credits', 'best_value', 'sort_order', 'active'])
      .where('site_id', '=', fromId)
      .execute(),
    trx
      .selectFrom('gifts')
      .select(['slug', 'image', 'credits', 'sort_order', 'active'])
      .where('site_id', '=', fromId)
      .execute(),
  ])
  if (settings.length > 0)
    await trx
      .insertInto('site_settings')
      .values(settings.map((row) => ({ ...row, site_id: toId })))
      .execute()
  if (company)
    await trx
      .insertInto('company_info')
      .values({ ...company, site_id: toId })
      .execute()
  if (bundles.length > 0)
    await trx
      .insertInto('bundles')
      .values(bundles.map((row) => ({ ...row, site_id: toId })))
      .execute()
  if (gifts.length > 0)
    await trx
      .insertInto('gifts')
      .values(gifts.map((row) => ({ ...row, site_id: toId })))
      .execute()
}

const bundleColumns = [
  'id',
  'currency',
  'price_cents',
  'credits',
  'bonus_credits',
  'best_value',
  'sort_order',
  'active',
] as const

export function listBundles(db: Database, siteId: number) {
  return db
    .selectFrom('bundles')
    .select([...bundleColumns])
    .where('site_id', '=', siteId)
    .orderBy('currency')
    .orderBy('sort_order')
    .orderBy('price_cents')
    .execute()
}

export interface BundleValues {
  currency: string
  price_cents: number
  credits: number
  bonus_credits: number
  best_value: number
  sort_order: number
  active: number
}

export async function updateBundle(trx: Database, siteId: number, id: number, values: Partial<BundleValues>) {
  await trx.updateTable('bundles').set(values).where('id', '=', id).where('site_id', '=', siteId).execute()
}

export async function insertBundle(trx: Database, siteId: number, values: BundleValues) {
  await trx
    .insertInto('bundles')
    .values({ ...values, site_id: siteId })
    .execute()
}

/** The platform's gifts and the site's own rows, by slug. */
export function listGiftRows(db: Database, siteId: number) {
  return db
    .selectFrom('gifts')
    .select(['id', 'site_id', 'slug', 'image', 'credits', 'sort_order', 'active'])
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .orderBy('sort_order')
    .orderBy('slug')
    .execute()
}

export async function updateSiteGift(
  trx: Database,
  siteId: number,
  slug: string,
  values: { credits: number | null; active: number },
) {
  await trx.updateTable('gifts').set(values).where('site_id', '=', siteId).where('slug', '=', slug).execute()
}

export async function insertSiteGift(
  trx: Database,
  siteId: number,
  gift: { slug: string; image: string; credits: number | null; sort_order: number; active: number },
) {
  await trx
    .insertInto('gifts')
    .values({ ...gift, site_id: siteId })
    .execute()
}

export interface LogoRow {
  image: Buffer
  width: number
  height: number
  updated_at: number
}

export async function writeLogo(trx: Database, siteId: number, logo: LogoRow) {
  await trx.deleteFrom('site_logos').where('site_id', '=', siteId).execute()
  await trx
    .insertInto('site_logos')
    .values({ site_id: siteId, ...logo })
    .execute()
}

export async function deleteLogo(trx: Database, siteId: number) {
  await trx.deleteFrom('site_logos').where('site_id', '=', siteId).execute()
}
