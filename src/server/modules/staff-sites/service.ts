import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { headerLogo } from '#server/render/brand.js'
import { type SiteSettings, siteSettingsSchema } from '#shared/api/site-settings.js'
import {
  type CompanyFields,
  companyFields,
  type NewSiteInput,
  type SiteChangeInput,
  type StaffBundlesInput,
  type StaffBundlesResponse,
  type StaffGiftsInput,
  type StaffGiftsResponse,
  type StaffSiteResponse,
  type StaffSitesResponse,
} from '#shared/api/staff-sites.js'
import { defaultBrandColor } from '#shared/brand.js'
import { type Actor, changedValues, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { findLogoVersion } from '../sites/queries.js'
import { parseSiteSettings } from '../sites/settings.js'
import { logoImage } from './logo.js'
import { companyRow, presentCompany, presentSite } from './presenter.js'
import {
  type BundleValues,
  copySiteContents,
  deleteLogo,
  findCompany,
  findHostsOfOtherSites,
  findSite,
  findSiteBySlug,
  insertBundle,
  insertSite,
  insertSiteGift,
  listBundles,
  listDomains,
  listGiftRows,
  listSettingRows,
  listSites,
  replaceDomains,
  updateBundle,
  updateSite,
  updateSiteGift,
  writeCompany,
  writeLogo,
  writeSetting,
} from './queries.js'

type Deps = Pick<AppDeps, 'db' | 'events'>

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

function refused(field: string, messageKey: string): AppError {
  return new AppError('validation_failed', { field, messageKey })
}

/**
 * The back-office's sites desk (docs/product.md, Staff): sites, their domains, settings and company. A
 * change reaches every server process through the event bus, which makes each forget its cached sites.
 */
export class StaffSites {
  constructor(private readonly deps: Deps) {}

  async list(staff: StaffMember): Promise<StaffSitesResponse> {
    const sites = await listSites(this.deps.db, staff.siteIds)
    const domains = await listDomains(
      this.deps.db,
      sites.map((site) => site.id),
    )
    return {
      sites: sites.map((site) =>
        presentSite(
          site,
          domains.filter((row) => row.site_id === site.id).map((row) => row.host),
        ),
      ),
    }
  }

  private async site(staff: StaffMember, id: number) {
    const site = await findSite(this.deps.db, id)
    if (!site || !answersTo(staff, id)) throw new AppError('not_found')
    return site
  }

  async detail(staff: StaffMember, id: number): Promise<StaffSiteResponse> {
    const { db } = this.deps
    const site = await this.site(staff, id)
    const [domains, settings, company, logo] = await Promise.all([
      listDomains(db, [id]),
      listSettingRows(db, id),
      findCompany(db, id),
      findLogoVersion(db, id),
    ])
    return {
      site: presentSite(
        site,
        domains.map((row) => row.host),
      ),
      settings: parseSiteSettings(settings),
      company: company ? presentCompany(company) : null,
      logo: headerLogo({
        siteId: id,
        color: defaultBrandColor,
        logo: logo ? { width: logo.width, height: logo.height, version: logo.updated_at } : null,
      }),
    }
  }

  /** A new logo for the site's pages, mails and app icons: a PNG of at most 512 pixels, kept in the database. */
  async setLogo(staff: StaffMember, siteId: number, data: Buffer): Promise<StaffSiteResponse> {
    const { db } = this.deps
    await this.site(staff, siteId)
    const logo = await logoImage(data)
    const before = await findLogoVersion(db, siteId)
    // The version names the logo's address: it must change even for two uploads in one millisecond.
    const version = Math.max(Date.now(), (before?.updated_at ?? 0) + 1)
    await db.transaction().execute(async (trx) => {
      await writeLogo(trx, siteId, { ...logo, updated_at: version })
      await recordAudit(trx, actorOf(staff), {
        action: 'site.logo_changed',
        siteId,
        target: { kind: 'site', id: siteId },
        before: { logo: before ? `${before.width}×${before.height}` : null },
        after: { logo: `${logo.width}×${logo.height}` },
      })
    })
    this.deps.events.publish({ type: 'site.changed', siteId })
    return this.detail(staff, siteId)
  }

  /** The site goes back to the heart mark and its name. */
  async removeLogo(staff: StaffMember, siteId: number): Promise<StaffSiteResponse> {
    const { db } = this.deps
    await this.site(staff, siteId)
    const before = await findLogoVersion(db, siteId)
    if (!before) return this.detail(staff, siteId)
    await db.transaction().execute(async (trx) => {
      await deleteLogo(trx, siteId)
      await recordAudit(trx, actorOf(staff), {
        action: 'site.logo_removed',
        siteId,
        target: { kind: 'site', id: siteId },
        before: { logo: `${before.width}×${before.height}` },
        after: { logo: null },
      })
    })
    this.deps.events.publish({ type: 'site.changed', siteId })
    return this.detail(staff, siteId)
  }

  /** A new site, a copy of another's settings, company and bundles: only an admin of every site makes one. */
  async create(staff: StaffMember, input: NewSiteInput): Promise<StaffSiteResponse> {
    if (staff.siteIds !== null) throw new AppError('forbidden')
    const { db } = this.deps
    const { copy_from, ...site } = input
    const source = copy_from ?? (await listSites(db, null))[0]?.id
    if (copy_from !== undefined && !(await findSite(db, copy_from)))
      throw refused('copy_from', 'errors.not_found')
    if (await findSiteBySlug(db, site.slug)) throw refused('slug', 'staff.errors.slug_taken')
    if ((await findHostsOfOtherSites(db, [site.domain], null)).length > 0)
      throw refused('domain', 'staff.errors.host_taken')
    const now = Date.now()
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertSite(trx, site, now)
      await replaceDomains(trx, id, [site.domain])
      if (source !== undefined) await copySiteContents(trx, source, id)
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'site.created',
          siteId: id,
          target: { kind: 'site', id },
          after: { ...site, copy_from: source },
        },
        now,
      )
      return id
    })
    this.deps.events.publish({ type: 'site.changed', siteId: id })
    return this.detail(staff, id)
  }

  async change(staff: StaffMember, input: SiteChangeInput): Promise<StaffSiteResponse> {
    const { db } = this.deps
    const current = await this.detail(staff, input.id)
    const siteDiff = changedValues(current.site, {
      name: input.name,
      domain: input.domain,
      domain_language: input.domain_language,
      time_zone: input.time_zone,
    })
    const domains = await this.checkedDomains(input, current.site)
    const settings = this.mergedSettings(current.settings, input.settings)
    const settingsDiff = changedValues(
      stringified(current.settings),
      stringified(settings, Object.keys(input.settings ?? {})),
    )
    const company = this.mergedCompany(current.company, input.company)
    const companyDiff = company
      ? changedValues(current.company ?? {}, company)
      : { changed: false, before: {}, after: {} }
    const domainsChanged = domains !== null && domains.join() !== current.site.domains.join()
    if (!siteDiff.changed && !settingsDiff.changed && !companyDiff.changed && !domainsChanged) return current
    await db.transaction().execute(async (trx) => {
      if (siteDiff.changed) await updateSite(trx, input.id, siteDiff.after)
      if (domainsChanged && domains) await replaceDomains(trx, input.id, domains)
      for (const name of Object.keys(settingsDiff.after))
        await writeSetting(trx, input.id, name, settings[name as keyof SiteSettings])
      if (companyDiff.changed && company) await writeCompany(trx, input.id, companyRow(company))
      await recordAudit(trx, actorOf(staff), {
        action: 'site.changed',
        siteId: input.id,
        target: { kind: 'site', id: input.id },
        before: {
          ...siteDiff.before,
          ...(domainsChanged ? { domains: current.site.domains } : {}),
          ...prefixed('settings', parsedValues(settingsDiff.before)),
          ...prefixed('company', companyDiff.before),
        },
        after: {
          ...siteDiff.after,
          ...(domainsChanged ? { domains } : {}),
          ...prefixed('settings', parsedValues(settingsDiff.after)),
          ...prefixed('company', companyDiff.after),
        },
      })
    })
    this.deps.events.publish({ type: 'site.changed', siteId: input.id })
    return this.detail(staff, input.id)
  }

  async bundles(staff: StaffMember, siteId: number): Promise<StaffBundlesResponse> {
    await this.site(staff, siteId)
    const rows = await listBundles(this.deps.db, siteId)
    return { bundles: rows.map(presentBundle) }
  }

  /** The site's bundles as the form lists them: changed, added, and those left out retired. */
  async replaceBundles(staff: StaffMember, input: StaffBundlesInput): Promise<StaffBundlesResponse> {
    const before = (await this.bundles(staff, input.site)).bundles
    const known = new Map(before.map((bundle) => [bundle.id, bundle]))
    const rows = input.bundles.map((row, index) => ({ ...bundleValues(row), id: row.id, index }))
    const unknown = rows.find((row) => row.id !== undefined && !known.has(row.id))
    if (unknown) throw refused(`bundles.${unknown.index}.id`, 'errors.not_found')
    const listed = new Set(rows.map((row) => row.id))
    await this.deps.db.transaction().execute(async (trx) => {
      for (const { id, index: _, ...values } of rows) {
        if (id === undefined) await insertBundle(trx, input.site, values)
        else await updateBundle(trx, input.site, id, values)
      }
      for (const bundle of before)
        if (!listed.has(bundle.id) && bundle.active)
          await updateBundle(trx, input.site, bundle.id, { active: 0 })
      const after = (await listBundles(trx, input.site)).map(presentBundle)
      await recordAudit(trx, actorOf(staff), {
        action: 'site.bundles',
        siteId: input.site,
        target: { kind: 'site', id: input.site },
        before: { bundles: before },
        after: { bundles: after },
      })
    })
    return this.bundles(staff, input.site)
  }

  /** Every gift the platform or the site has, as the site offers it, with the site's default price. */
  async gifts(staff: StaffMember, siteId: number): Promise<StaffGiftsResponse> {
    const { settings } = await this.detail(staff, siteId)
    const rows = await listGiftRows(this.deps.db, siteId)
    return { gifts: giftsOfSite(rows), default_credits: settings.gift_credits }
  }

  /** Prices and visibility per slug, in the site's own gift rows; messages keep naming the rows they used. */
  async setGifts(staff: StaffMember, input: StaffGiftsInput): Promise<StaffGiftsResponse> {
    const before = await this.gifts(staff, input.site)
    const bySlug = new Map(before.gifts.map((gift) => [gift.slug, gift]))
    const unknown = input.gifts.findIndex((gift) => !bySlug.has(gift.slug))
    if (unknown >= 0) throw refused(`gifts.${unknown}.slug`, 'errors.not_found')
    const rows = await listGiftRows(this.deps.db, input.site)
    await this.deps.db.transaction().execute(async (trx) => {
      for (const change of input.gifts) {
        const gift = bySlug.get(change.slug)
        if (!gift || (gift.credits === change.credits && gift.active === change.active)) continue
        const values = { credits: change.credits, active: change.active ? 1 : 0 }
        if (gift.own) await updateSiteGift(trx, input.site, change.slug, values)
        else {
          const platform = rows.find((row) => row.site_id === null && row.slug === change.slug)
          await insertSiteGift(trx, input.site, {
            slug: change.slug,
            image: gift.image,
            sort_order: platform?.sort_order ?? 0,
            ...values,
          })
        }
      }
      const after = giftsOfSite(await listGiftRows(trx, input.site))
      await recordAudit(trx, actorOf(staff), {
        action: 'site.gifts',
        siteId: input.site,
        target: { kind: 'site', id: input.site },
        before: { gifts: before.gifts.filter((gift) => input.gifts.some((c) => c.slug === gift.slug)) },
        after: { gifts: after.filter((gift) => input.gifts.some((c) => c.slug === gift.slug)) },
      })
    })
    return this.gifts(staff, input.site)
  }

  /** The hosts the site will answer on, its main domain among them, none taken by another site. */
  private async checkedDomains(input: SiteChangeInput, site: StaffSiteResponse['site']) {
    if (input.domains === undefined && input.domain === undefined) return null
    const hosts = [...new Set([...(input.domains ?? site.domains), input.domain ?? site.domain])].sort()
    const taken = await findHostsOfOtherSites(this.deps.db, hosts, input.id)
    if (taken.length > 0) throw refused(input.domains ? 'domains' : 'domain', 'staff.errors.host_taken')
    return hosts
  }

  /** The settings with the change applied, checked as a whole (a setting may depend on another). */
  private mergedSettings(current: SiteSettings, change: Partial<SiteSettings> | undefined): SiteSettings {
    const merged = siteSettingsSchema.safeParse({ ...current, ...change })
    if (merged.success) return merged.data
    const issue = merged.error.issues[0]
    throw new AppError('validation_failed', {
      field: ['settings', ...(issue?.path ?? [])].join('.'),
      messageKey: 'errors.validation_failed',
    })
  }

  private mergedCompany(current: CompanyFields | null, change: Partial<CompanyFields> | undefined) {
    if (!change) return null
    const merged = companyFields.safeParse({ ...current, ...change })
    if (merged.success) return merged.data
    const issue = merged.error.issues[0]
    throw new AppError('validation_failed', {
      field: ['company', ...(issue?.path ?? [])].join('.'),
      messageKey: issue?.message.includes('.') ? issue.message : 'errors.validation_failed',
    })
  }
}

/** One entry per slug: the site's own row where it has one, else the platform's gift. */
function giftsOfSite(rows: Awaited<ReturnType<typeof listGiftRows>>) {
  const slugs = [...new Set(rows.map((row) => row.slug))]
  return slugs.map((slug) => {
    const platform = rows.find((row) => row.slug === slug && row.site_id === null)
    const own = rows.find((row) => row.slug === slug && row.site_id !== null)
    const shown = own ?? platform
    return {
      slug,
      image: shown?.image ?? '',
      platform_credits: platform?.credits ?? null,
      credits: shown?.credits ?? null,
      active: shown?.active === 1,
      own: own !== undefined,
    }
  })
}

function presentBundle(row: BundleValues & { id: number }) {
  return { ...row, best_value: row.best_value === 1, active: row.active === 1 }
}

function bundleValues(row: StaffBundlesInput['bundles'][number]): BundleValues {
  return {
    currency: row.currency,
    price_cents: row.price_cents,
    credits: row.credits,
    bonus_credits: row.bonus_credits ?? 0,
    best_value: row.best_value ? 1 : 0,
    sort_order: row.sort_order ?? 0,
    active: row.active === false ? 0 : 1,
  }
}

/** Values as JSON text, so that lists and objects compare by content. */
function stringified(values: object, only?: string[]): Record<string, string> {
  const entries = Object.entries(values).filter(([name]) => !only || only.includes(name))
  return Object.fromEntries(entries.map(([name, value]) => [name, JSON.stringify(value)]))
}

function parsedValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.parse(String(value))]))
}

function prefixed(prefix: string, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}.${name}`, value]))
}
