import { z } from 'zod'
import type { Locale } from '../i18n/languages.js'

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

export interface MinimumMessageCost {
  costs: number
  currency: string
}

export interface SiteSettingsResponse {
  settings: {
    name: string
    domain: string
    domain_language: string
    cdn_prefix: string
    description: string
    index_title: string
    countries: string[]
    visible_profile_fields: string[]
    visible_profile_notes: string[]
    region_data: Record<string, { kind: string }>
    search_fields: string[]
    interests: string[]
    geoip_country: string | null
    geoip_selected_country: string
    signups: string
    invite_only: boolean
    logged_out_search: string
    logged_out_search_trafficsource: string
    enable_site_entry_popup: boolean
    entry_warning_countries: string[] | null
    entry_warning_exit_url: string
    push_public_key: string | null
    fictional_icon: string
    fictional_warning: string
    fictional_singular: string
    fictional_plural: string
    message_credits: number
    signup_credits: number
    photo_credits: number
    gift_credits: number
    message_length: number
    minimum_message_costs: Record<string, MinimumMessageCost>
    support_email: string
    refund_days: number
    member_resell: boolean
    min_age: number
    languages: Locale[]
    language_choices: Locale[]
    browser_language: Locale | null
  }
}

export interface CompanyInfoResponse {
  companyinfo: {
    name: string
    address: string
    postal_code: string
    city: string
    country: string
    kvk: string
    tradenames: string[]
    vat_numbers: string[]
    support_email: string
    support_phone: string
    delete_discount: number
  }
}

export interface InterestsResponse {
  interests: { id: number; slug: string; name: string }[]
}

export interface RegionsResponse {
  regions: Record<
    string,
    { kind: string; kind_name: string; regions: { id: number; code: string; name: string }[] }
  >
}
