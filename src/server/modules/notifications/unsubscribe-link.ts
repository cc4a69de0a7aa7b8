import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '#server/db/database.js'
import { installationKey } from '#server/db/installation-keys.js'
import type { NotificationType } from '#shared/api/notifications.js'

const keyName = 'unsubscribe_secret'

// Read once per database: the secret never changes, and every mail and unsubscribe request needs it.
const secrets = new WeakMap<Database, Promise<string>>()

/** The installation's secret for unsubscribe links, the same in every process and in mails sent before a restart. */
export function loadUnsubscribeSecret(db: Database): Promise<string> {
  const known = secrets.get(db)
  if (known) return known
  const loading = installationKey(db, keyName, () => randomBytes(32).toString('base64url'))
  secrets.set(db, loading)
  loading.catch(() => secrets.delete(db))
  return loading
}

export function unsubscribeSignature(secret: string, userId: number, type: NotificationType): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url')
}

export function signatureValid(
  secret: string,
  userId: number,
  type: NotificationType,
  given: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId, type))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export interface UnsubscribeLinks {
  /** The page a person opens from the mail's text. */
  page: string
  /** Mail headers for one-click unsubscribing (RFC 2369, RFC 8058). */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string }
}

/** The links every notification mail carries, for the site at baseUrl (no trailing slash). */
export function unsubscribeLinks(
  baseUrl: string,
  secret: string,
  userId: number,
  type: NotificationType,
): UnsubscribeLinks {
  const query = new URLSearchParams({
    u: String(userId),
    t: type,
    s: unsubscribeSignature(secret, userId, type),
  }).toString()
  return {
    page: `${baseUrl}/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${baseUrl}/api/unsubscribe.php?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
