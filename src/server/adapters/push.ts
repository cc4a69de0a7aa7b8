import type { Agent } from 'node:https'

/** A browser's push subscription as stored: where to post and the keys to encrypt for (RFC 8291). */
export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** The installation's application server keys (RFC 8292) and who to contact about them. */
export interface VapidDetails {
  subject: string
  publicKey: string
  privateKey: string
}

export interface PushOptions {
  /** Seconds the push service keeps the message while the device is offline. */
  ttlSeconds: number
  /** A later message with the same topic replaces an undelivered earlier one (at most 32 base64url characters). */
  topic?: string
}

/** How the push service answered: `gone` means the subscription has expired or was withdrawn (404, 410). */
export type PushResult = { ok: true } | { ok: false; gone: boolean; status: number | null; reason: string }

/** Sends one encrypted message to one subscription. */
export interface PushSender {
  send(target: PushTarget, payload: string, vapid: VapidDetails, options: PushOptions): Promise<PushResult>
}

/** web-push (some 5 MB), loaded when keys are first made or a first push goes out, not at the start. */
function loadWebPush() {
  return import('web-push').then((module) => module.default)
}

export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  return (await loadWebPush()).generateVAPIDKeys()
}

const goneStatuses = new Set([404, 410])

/**
 * The web-push implementation: aes128gcm payload encryption and a VAPID-signed POST over HTTPS. `agent`
 * lets tests trust the certificate of their local push service; production uses the default one.
 */
export function createWebPushSender(options: { agent?: Agent; timeoutMs?: number } = {}): PushSender {
  return {
    async send(target, payload, vapid, push) {
      const webpush = await loadWebPush()
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: push.ttlSeconds,
          topic: push.topic,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          agent: options.agent,
        })
        return { ok: true }
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          const gone = goneStatuses.has(error.statusCode)
          return { ok: false, gone, status: error.statusCode, reason: error.body || error.message }
        }
        return { ok: false, gone: false, status: null, reason: String(error) }
      }
    },
  }
}
