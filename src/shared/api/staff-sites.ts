import { z } from 'zod'
import { countries } from '../constants.js'
import { locales } from '../i18n/languages.js'
import { siteSettingsChange, siteSettingsSchema } from './site-settings.js'

export const staffSiteErrors = {
  slug: 'staff.errors.slug_invalid',
  host: 'staff.errors.host_invalid',
  timeZone: 'staff.errors.time_zone_invalid',
  required: 'account.errors.required',
  email: 'account.errors.invalid_email',
  logoTooSmall: 'staff.errors.logo_too_small',
} as const

const id = z.number().int().positive().max(2_147_483_647)

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
// An IPv6 address, as browsers send it without its brackets (a local installation answers on ::1).
const ipv6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/

/** A host a site answers on: a name or an IP address, lower case, no scheme and no port. */
export const siteHost = z
  .string(staffSiteErrors.host)
  .trim()
  .toLowerCase()
  .max(253, staffSiteErrors.host)
  .refine((host) => hostName.test(host) || ipv6.test(host), staffSiteErrors.host)

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

const timeZone = z.string(staffSiteErrors.timeZone).max(64).refine(isTimeZone, staffSiteErrors.timeZone)
const text = (max: number) =>
  z.string(staffSiteErrors.required).trim().min(1, staffSiteErrors.required).max(max)

/** The company behind a site, as its pages, mails and invoices name it. */
export const companyFields = z
  .object({
    name: text(200),
    address: text(200),
    postal_code: z.string().trim().max(20),
    city: text(100),
    country: z.enum(countries),
    kvk: z.string().trim().max(40),
    tradenames: z.array(z.string().trim().min(1).max(100)).max(20),
    vat_numbers: z.array(z.string().trim().min(1).max(40)).max(20),
    support_email: z.email(staffSiteErrors.email).max(254),
    support_phone: z.string().trim().max(40),
    delete_discount: z.number().int().min(0).max(100),
  })
  .strict()
export type CompanyFields = z.infer<typeof companyFields>

export const staffSite = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    domain: z.string(),
    domains: z.array(z.string()),
    domain_language: z.string(),
    time_zone: z.string(),
    created_at: z.number().int(),
  })
  .meta({ id: 'StaffSite' })
export type StaffSite = z.infer<typeof staffSite>

/** GET /api/staff/sites.php: the sites the staff member answers to. */
export const staffSitesResponse = z.object({ sites: z.array(staffSite) })
export type StaffSitesResponse = z.infer<typeof staffSitesResponse>

/** DELETE /api/staff/site-logo.php?site=: the site goes back to the heart mark and its name. */
export const staffLogoQuery = z
  .object({ site: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict()

export const staffSiteQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict()

/** GET /api/staff/site.php?id=: one site with every setting (defaults filled in) and its company. */
export const staffSiteResponse = z.object({
  site: staffSite,
  settings: siteSettingsSchema,
  company: companyFields.nullable(),
  logo: z
    .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable()
    .describe("The site's logo as its header shows it, or null: the heart mark and the site's name"),
})
export type StaffSiteResponse = z.infer<typeof staffSiteResponse>

/**
 * POST /api/staff/sites.php: a new site. Its settings, company details and credit bundles start as a copy
 * of `copy_from` (by default the first site), to be changed afterwards.
 */
export const newSiteInput = z
  .object({
    slug: z
      .string(staffSiteErrors.slug)
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, staffSiteErrors.slug),
    name: text(100),
    domain: siteHost,
    domain_language: z.enum(locales),
    time_zone: timeZone,
    copy_from: id.optional(),
  })
  .strict()
export type NewSiteInput = z.infer<typeof newSiteInput>

/**
 * PUT /api/staff/sites.php: changes to a site. `domains` replaces every host it answers on (its main
 * `domain` among them); `settings` and `company` change only the fields sent.
 */
export const siteChangeInput = z
  .object({
    id,
    name: text(100).optional(),
    domain: siteHost.optional(),
    domains: z.array(siteHost).min(1).max(50).optional(),
    domain_language: z.enum(locales).optional(),
    time_zone: timeZone.optional(),
    settings: siteSettingsChange.optional(),
    company: companyFields.partial().strict().optional(),
  })
  .strict()
export type SiteChangeInput = z.input<typeof siteChangeInput>

export const staffBundle = z.object({
  id: z.number().int(),
  currency: z.string(),
  price_cents: z.number().int(),
  credits: z.number().int(),
  bonus_credits: z.number().int(),
  best_value: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
})
export type StaffBundle = z.infer<typeof staffBundle>

/** GET /api/staff/bundles.php?site=: the site's credit bundles in every currency, retired ones included. */
export const staffBundlesQuery = z
  .object({ site: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict()
export const staffBundlesResponse = z.object({ bundles: z.array(staffBundle) })
export type StaffBundlesResponse = z.infer<typeof staffBundlesResponse>

/**
 * PUT /api/staff/bundles.php: the site's bundles as they should be. A row with an id changes that bundle,
 * one without adds a bundle; a bundle left out is retired (inactive), never deleted: payments name it.
 */
export const staffBundlesInput = z
  .object({
    site: id,
    bundles: z
      .array(
        z
          .object({
            id: id.optional(),
            currency: z
              .string()
              .trim()
              .toUpperCase()
              .regex(/^[A-Z]{3}$/, 'staff.errors.currency_invalid'),
            price_cents: z.number().int().min(1).max(100_000_000),
            credits: z.number().int().min(1).max(10_000_000),
            bonus_credits: z.number().int().min(0).max(10_000_000).default(0),
            best_value: z.boolean().default(false),
            sort_order: z.number().int().min(0).max(1000).default(0),
            active: z.boolean().default(true),
          })
          .strict(),
      )
      .max(200),
  })
  .strict()
export type StaffBundlesInput = z.input<typeof staffBundlesInput>

/**
 * A gift as a site offers it: the platform's gift of that slug (when there is one), and the site's own row,
 * which replaces it with another price or hides it.
 */
export const staffGift = z.object({
  slug: z.string(),
  image: z.string(),
  /** The platform's price; null: the site's `gift_credits` setting. */
  platform_credits: z.number().int().nullable(),
  /** What this site charges; null: the site's `gift_credits` setting. */
  credits: z.number().int().nullable(),
  active: z.boolean(),
  /** The site has its own row for this gift (a price of its own, hidden, or a gift of its own). */
  own: z.boolean(),
})
export type StaffGift = z.infer<typeof staffGift>

/** GET /api/staff/gifts.php?site=: every gift of the platform and of the site, as the site offers them. */
export const staffGiftsQuery = staffBundlesQuery
export const staffGiftsResponse = z.object({
  gifts: z.array(staffGift),
  /** The site's `gift_credits` setting, the price of gifts without one of their own. */
  default_credits: z.number().int(),
})
export type StaffGiftsResponse = z.infer<typeof staffGiftsResponse>

/**
 * PUT /api/staff/gifts.php: prices and visibility per slug, kept in the site's own rows (never deleted:
 * messages name the gift they carried). A slug left out stays as it is.
 */
export const staffGiftsInput = z
  .object({
    site: id,
    gifts: z
      .array(
        z
          .object({
            slug: z.string().regex(/^[a-z0-9_-]{1,64}$/),
            credits: z.number().int().min(0).max(1_000_000).nullable(),
            active: z.boolean(),
          })
          .strict(),
      )
      .max(500),
  })
  .strict()
export type StaffGiftsInput = z.input<typeof staffGiftsInput>
