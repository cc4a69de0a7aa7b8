import { z } from 'zod'
import { trackingValueRule } from '../tracking.js'
import { isCalendarDate } from './account.js'

/**
 * Traffic sources (docs/product.md, Traffic sources): the report per source over a period, and the postbacks
 * each site's networks are sent when a member they brought activates or pays for the first time.
 */
const queryId = z.coerce.number().int().positive().max(2_147_483_647)
const id = z.number().int().positive().max(2_147_483_647)

export const trafficErrors = {
  period: 'staff.errors.traffic_period',
  networkNeeded: 'staff.errors.traffic_network_needed',
  templateUrl: 'staff.errors.postback_template_url',
  placeholderUnknown: 'staff.errors.postback_placeholder_unknown',
  eventsEmpty: 'staff.errors.postback_events_empty',
  networkInvalid: 'staff.errors.postback_network_invalid',
} as const

/** The longest period the report covers at once (a little over a year). */
export const maxTrafficDays = 400

export const trafficGroups = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const
export type TrafficGroup = (typeof trafficGroups)[number]

const day = z.string().refine(isCalendarDate, trafficErrors.period)
const trackingValue = z
  .string()
  .trim()
  .min(1)
  .max(trackingValueRule.maxLength)
  .regex(trackingValueRule.pattern)

/**
 * GET /api/staff/traffic.php: `from` and `to` are the site's calendar days, both included. Grouped by a sub
 * id or `ref`, the report is of one network, which `network` names.
 */
export const trafficQuery = z
  .object({
    site: queryId,
    from: day,
    to: day,
    group: z.enum(trafficGroups).default('network'),
    network: trackingValue.optional(),
  })
  .strict()
  .refine((query) => query.from <= query.to, { message: trafficErrors.period, path: ['to'] })
  .refine((query) => query.group === 'network' || query.network !== undefined, {
    message: trafficErrors.networkNeeded,
    path: ['network'],
  })
export type TrafficQuery = z.infer<typeof trafficQuery>

const money = z.object({ currency: z.string(), cents: z.number().int() })
export type Money = z.infer<typeof money>

const figures = z.object({
  visitors: z.number().int().describe('Visits on landers and the home page'),
  bounce_rate: z
    .number()
    .nullable()
    .describe('Share (0–1) of bounce-logged visits that bounced; null without such visits'),
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  revenue: z.array(money).describe('Completed payments less refunds and chargebacks, per currency'),
  revenue_per_signup: z.array(money).describe('Revenue divided by signups, rounded to a cent'),
})
export type TrafficFigures = z.infer<typeof figures>

export const trafficRow = figures.extend({
  key: z.string().nullable().describe('The network, ref or sub id; null: none was given'),
})
export type TrafficRow = z.infer<typeof trafficRow>

export const trafficResponse = z.object({
  site_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  group: z.enum(trafficGroups),
  network: z.string().nullable(),
  rows: z.array(trafficRow),
  totals: figures,
})
export type TrafficResponse = z.infer<typeof trafficResponse>

/** What a postback can be sent for. */
export const postbackEvents = ['activation', 'first_purchase'] as const
export type PostbackEvent = (typeof postbackEvents)[number]

export const postbackPlaceholders = [
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'event',
  'amount',
  'currency',
  'member',
] as const
export type PostbackPlaceholder = (typeof postbackPlaceholders)[number]

export const postbackTemplateMax = 1000

// An http(s) address with a host name (letters, digits, dots, hyphens), an optional port and anything after.
const absoluteUrl = /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i

/** Why a template cannot be used: its message key and the placeholder at fault; null when it can. */
export function postbackTemplateProblem(template: string): { key: string; placeholder?: string } | null {
  const unknown = [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .find((name) => !(postbackPlaceholders as readonly string[]).includes(name))
  if (unknown !== undefined) return { key: trafficErrors.placeholderUnknown, placeholder: unknown }
  // Placeholders become harmless letters, so the URL parser judges the rest.
  const plain = template.replace(/\{[a-z0-9]+\}/g, 'x')
  if (/[{}\s]/.test(plain)) return { key: trafficErrors.templateUrl }
  if (!absoluteUrl.test(plain)) return { key: trafficErrors.templateUrl }
  return null
}

/** PUT /api/staff/postback-config.php: adds the network's postback, or replaces the one it has. */
export const postbackConfigInput = z
  .object({
    site: id,
    network: z
      .string()
      .trim()
      .min(1, trafficErrors.networkInvalid)
      .max(100, trafficErrors.networkInvalid)
      .regex(trackingValueRule.pattern, trafficErrors.networkInvalid),
    url_template: z.string().trim().max(postbackTemplateMax, trafficErrors.templateUrl),
    events: z.array(z.enum(postbackEvents)).min(1, trafficErrors.eventsEmpty).max(postbackEvents.length),
  })
  .strict()
export type PostbackConfigInput = z.infer<typeof postbackConfigInput>

export const postbackConfigRemoval = z.object({ id }).strict()

export const postbacksQuery = z.object({ site: queryId }).strict()

export const postbackConfig = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    network: z.string(),
    url_template: z.string(),
    events: z.array(z.enum(postbackEvents)),
    updated_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PostbackConfig' })
export type PostbackConfig = z.infer<typeof postbackConfig>

export const postbackStates = ['pending', 'sent', 'failed'] as const

export const postbackView = z
  .object({
    id: z.number().int(),
    member_id: z.number().int(),
    network: z.string(),
    event: z.enum(postbackEvents),
    url: z.string(),
    state: z.enum(postbackStates),
    next_attempt_at: z.string().nullable().describe('ISO 8601; null once sent or given up'),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    attempts: z.array(
      z.object({
        at: z.string().describe('ISO 8601'),
        status_code: z.number().int().nullable(),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Postback' })
export type PostbackView = z.infer<typeof postbackView>

export const postbacksResponse = z.object({
  configs: z.array(postbackConfig),
  postbacks: z.array(postbackView).describe('The latest 100, newest first'),
})
export type PostbacksResponse = z.infer<typeof postbacksResponse>

export const postbackConfigResponse = z.object({ config: postbackConfig })
