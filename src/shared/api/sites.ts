import { z } from 'zod'
import { isLocalPath } from '../entryWarning.js'
import { locales } from '../i18n/languages.js'
import { contentReviewModes } from './staff-moderation.js'

/** GET /api/settings.php — query: an optional forced host plus the route's own query. */
export const settingsQuery = z
  .object({
    host: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'host')
      .optional(),
  })
  .catchall(
    z
      .string()
      .max(500)
      .or(z.array(z.string().max(500)).max(20)),
  )

export const regionsQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
})

export const minimumMessageCost = z.object({ costs: z.number(), currency: z.string() })
export type MinimumMessageCost = z.infer<typeof minimumMessageCost>

const locale = z.enum(locales)

/** GET /api/settings.php (docs/product.md §3): the site's settings as the visitor sees them. */
export const siteSettingsResponse = z.object({
  settings: z.object({
    name: z.string(),
    domain: z.string(),
    domain_language: z.string(),
    cdn_prefix: z.string(),
    logo: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
      .nullable()
      .describe("The site's own logo, shown in the header instead of its name"),
    description: z.string(),
    index_title: z.string(),
    countries: z.array(z.string()),
    visible_profile_fields: z.array(z.string()),
    visible_profile_notes: z.array(z.string()),
    region_data: z.record(z.string(), z.object({ kind: z.string() })),
    search_fields: z.array(z.string()),
    interests: z.array(z.string()),
    geoip_country: z.string().nullable(),
    geoip_selected_country: z.string(),
    signups: z.string(),
    invite_only: z.boolean(),
    logged_out_search: z.string(),
    logged_out_search_trafficsource: z.string(),
    enable_site_entry_popup: z.boolean(),
    entry_warning_countries: z.array(z.string()).nullable(),
    entry_warning_exit_url: z.string(),
    push_public_key: z.string().nullable(),
    fictional_icon: z.string(),
    fictional_warning: z.string(),
    fictional_singular: z.string(),
    fictional_plural: z.string(),
    message_credits: z.number(),
    signup_credits: z.number(),
    photo_credits: z.number(),
    gift_credits: z.number(),
    /** Whether members' new photos and texts are checked before they show or after. */
    content_review: z.enum(contentReviewModes),
    message_length: z.number(),
    minimum_message_costs: z.record(z.string(), minimumMessageCost),
    support_email: z.string(),
    refund_days: z.number(),
    member_resell: z.boolean(),
    min_age: z.number(),
    languages: z.array(locale),
    language_choices: z.array(locale),
    browser_language: locale.nullable(),
  }),
})
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>

/** GET /api/companyinfo.php: the company behind the site. */
export const companyInfoResponse = z.object({
  companyinfo: z.object({
    name: z.string(),
    address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    kvk: z.string(),
    tradenames: z.array(z.string()),
    vat_numbers: z.array(z.string()),
    support_email: z.string(),
    support_phone: z.string(),
    delete_discount: z.number(),
  }),
})
export type CompanyInfoResponse = z.infer<typeof companyInfoResponse>

/** GET /api/interests.php: the interests a member may pick, named in the visitor's language. */
export const interestsResponse = z.object({
  interests: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
})
export type InterestsResponse = z.infer<typeof interestsResponse>

/** GET /api/regions.php: per country, the kind of its regions (translated) and the regions. */
export const regionsResponse = z.object({
  regions: z.record(
    z.string(),
    z.object({
      kind: z.string(),
      kind_name: z.string(),
      regions: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    }),
  ),
})
export type RegionsResponse = z.infer<typeof regionsResponse>

/**
 * POST /entry-warning — the adult entry warning confirmed by its form, before the page's scripts run (or
 * without them): the page to go back to, a path of this site.
 */
export const entryWarningForm = z.object({
  return: z.string().refine(isLocalPath, 'path'),
})
