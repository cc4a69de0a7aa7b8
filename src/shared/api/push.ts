import { z } from 'zod'

/** Decoded size in bytes of a base64url text (no padding), or -1 when it is not base64url at all. */
export function base64urlBytes(value: string): number {
  const bare = value.replace(/=+$/, '')
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return -1
  return Math.floor((bare.length * 3) / 4)
}

const invalid = 'push.errors.invalid_subscription'

const base64urlKey = (bytes: number) =>
  z
    .string(invalid)
    .max(200, invalid)
    .refine((value) => base64urlBytes(value) === bytes, invalid)

/**
 * A browser's PushSubscription as its toJSON() gives it. The push service is reached over HTTPS only
 * (RFC 8030); p256dh is an uncompressed P-256 point (65 bytes) and auth a 16-byte secret (RFC 8291).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: invalid }).max(1000, invalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, invalid),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** POST /api/user.php?push=1 (docs/product.md §7): registers this browser's subscription for the member. */
export const pushSubscribeInput = z.object({ subscription: pushSubscriptionSchema }).strict()

/** DELETE /api/user.php?push=1: this browser no longer wants pushes. */
export const pushUnsubscribeInput = z.object({ endpoint: z.string().min(1).max(1000) }).strict()

/** The answer of POST and DELETE /api/user.php?push=1: whether this browser's subscription is now stored. */
export const pushSubscribeResponse = z.object({ subscribed: z.boolean() })
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponse>

/** The query that marks a user.php call as a push call (docs/product.md §7: ?push=1). */
export const pushQuery = z.object({ push: z.literal('1') }).strict()

/**
 * POST /api/page-hidden.php (docs/product.md §7), a beacon sent when the page goes into the background:
 * no body, `{}` as text/plain (navigator.sendBeacon) or an empty JSON object. It is answered 204 without a
 * body.
 */
export const pageHiddenInput = z.union([
  z.object({}).strict(),
  z
    .string()
    .regex(/^\s*(\{\})?\s*$/)
    .describe('`{}` or nothing, as text/plain'),
])

/**
 * What the server pushes, encrypted, to the service worker (/sw-push.js): the notification's text in the
 * member's language, where a click goes when logged in (checkUrl) or not (openUrl), and a tag that makes
 * a newer notification of the same thread replace the older one.
 */
export { type PushPayload, type PushWorkerMessage, pushWorkerUrl } from '../pushWorker.js'
