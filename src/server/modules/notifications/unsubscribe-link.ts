import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { NotificationType } from '../../../shared/api/notifications.js'
import type { Database } from '../../db/database.js'
import { insertInstallationKey, readInstallationKey } from '../push/queries.js'

const keyName = 'unsubscribe_secret'

/**
 * The installation's secret for unsubscribe links: made on first use and kept in the database so that
 * every server process, and links in mails sent before a restart, agree on it.
 */
export async function loadUnsubscribeSecret(db: Database): Promise<string> {
  const stored = await readInstallationKey(db, keyName)
  if (stored) return stored
  await insertInstallationKey(db, keyName, randomBytes(32).toString('base64url'), Date.now())
  const kept = await readInstallationKey(db, keyName)
  if (!kept) throw new Error('the unsubscribe secret could not be stored')
  return kept
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
