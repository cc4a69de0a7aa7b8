import { z } from 'zod'
import { defaultBrandColor, readableOnWhite } from '../brand.js'
import {
  countries,
  defaultMinimumAge,
  maxDiscountPercentage,
  profileFields,
  searchFields,
} from '../constants.js'
import { vatRatesSetting } from '../eu.js'
import { locales } from '../i18n/languages.js'
import { contentReviewModes } from './staff-moderation.js'

const country = z.enum(countries)
const localized = z.partialRecord(z.enum(locales), z.string().max(300))

/**
 * The operator settings of a site (docs/product.md §3 Site settings). Stored as JSON values in site_settings;
 * a setting that is absent takes the default here, so new settings need no migration.
 */
export const siteSettingsSchema = z.object({
  // The colour of buttons, links and focus rings, the app's theme and icons and the mails (white label).
  brand_color: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'staff.errors.brand_color_invalid')
    .refine(readableOnWhite, 'staff.errors.brand_color_too_light')
    .default(defaultBrandColor),
  description: localized.default({}),
  index_title: localized.default({}),
  countries: z
    .array(country)
    .min(1)
    .default([...countries]),
  visible_profile_fields: z.array(z.enum(profileFields)).default([...profileFields]),
  visible_profile_notes: z.array(z.enum(profileFields)).default([]),
  search_fields: z.array(z.enum(searchFields)).default([...searchFields]),
  // null: every interest the platform knows.
  interests: z.array(z.string()).nullable().default(null),
  signups: z.string().default('all'),
  /** Accounts one network address may open on the site in an hour (sign-up defence). */
  signups_per_address_hour: z.number().int().min(1).max(1000).default(20),
  /** Chat spam and scam defence: false flags messages for review only, true also holds them back. */
  spam_hold: z.boolean().default(false),
  /** The same text to this many members within spam_same_text_minutes is flagged. */
  spam_same_text_members: z.number().int().min(2).max(1000).default(10),
  spam_same_text_minutes: z.number().int().min(1).max(1440).default(60),
  /** Contact details in one of the sender's first this many messages of a conversation are flagged. */
  spam_contact_first_messages: z.number().int().min(0).max(100).default(3),
  /** ...or from an account younger than this many hours. */
  spam_contact_account_hours: z.number().int().min(0).max(720).default(24),
  /** An account in its first hour writing to this many members is flagged. */
  spam_new_account_members: z.number().int().min(2).max(1000).default(15),
  /** Members' new photos and changed names and about-me texts: checked after they show, or before. */
  content_review: z.enum(contentReviewModes).default('after_showing'),
  invite_only: z.boolean().default(false),
  logged_out_search: z.string().default('all'),
  logged_out_search_trafficsource: z.string().default('none'),
  enable_site_entry_popup: z.boolean().default(true),
  // null: the entry warning applies to visitors of every country.
  entry_warning_countries: z.array(country).nullable().default(null),
  entry_warning_exit_url: z.url().default('https://www.google.com/'),
  fictional_icon: z.string().max(16).default('🎭'),
  fictional_warning: localized.default({}),
  fictional_singular: localized.default({}),
  fictional_plural: localized.default({}),
  // Openers operators may pick in the console, per language, one per line.
  operator_openers: z.partialRecord(z.enum(locales), z.string().max(4000)).default({}),
  message_credits: z.number().int().min(0).default(5),
  signup_credits: z.number().int().min(0).default(20),
  photo_credits: z.number().int().min(0).default(10),
  gift_credits: z.number().int().min(0).default(15),
  message_length: z.number().int().min(1).max(10_000).default(1000),
  // An operator's answer goes out no sooner than this many seconds after the member's message (a natural
  // pace); 0 sends at once.
  operator_reply_delay_seconds: z.number().int().min(0).max(600).default(0),
  // First contacts: a fictional profile writes first to a new member who matches it, at most this many
  // profiles per member (0: never), the first no sooner than `first_contact_delay_minutes` after the member's
  // activation and each next one no sooner than that after the last.
  first_contacts_per_member: z.number().int().min(0).max(5).default(0),
  first_contact_delay_minutes: z.number().int().min(5).max(10_080).default(60),
  // Messages older than this many days are no longer shown (docs/product.md §8 Chat history limit); null:
  // all.
  chat_history_days: z.number().int().min(1).nullable().default(365),
  minimum_message_costs: z
    .partialRecord(country, z.object({ costs: z.number().min(0), currency: z.string().length(3) }))
    .default({}),
  support_email: z.email().optional(),
  refund_days: z.number().int().min(0).default(14),
  member_resell: z.boolean().default(false),
  min_age: z.number().int().min(18).max(99).default(defaultMinimumAge),
  // Who GET /api/auto-like.php picks to like a member (docs/product.md §7): a fictional member of the
  // member's profile country, or nobody.
  // Direct debit limits per account (docs/product.md §8): at most this many confirmed debits, and at most
  // this sum in cents of the debit's currency, in the last `direct_debit_window_days` days.
  direct_debit_max_count: z.number().int().min(0).default(3),
  direct_debit_max_amount_cents: z.number().int().min(0).default(15_000),
  direct_debit_window_days: z.number().int().min(1).max(365).default(30),
  // The most a discount code takes off on the site, in per cent; never above maxDiscountPercentage (90).
  discount_max_percentage: z.number().int().min(1).max(maxDiscountPercentage).default(maxDiscountPercentage),
  auto_like: z
    .object({ mode: z.enum(['fictional_same_country', 'none']) })
    .default({ mode: 'fictional_same_country' }),
  // EU country → VAT standard rate in per cent, overriding the built-in table (docs/decisions/0033).
  vat_rates: vatRatesSetting.default({}),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

/**
 * A change of some settings: each optional and without its default, so that only what is sent changes.
 */
export const siteSettingsChange = z
  .object(
    Object.fromEntries(
      Object.entries(siteSettingsSchema.shape).map(([name, field]) => [
        name,
        (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
      ]),
    ),
  )
  .strict() as unknown as z.ZodType<Partial<SiteSettings>, Partial<SiteSettings>>
