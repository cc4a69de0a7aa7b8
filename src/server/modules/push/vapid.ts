import { generateVapidKeys } from '#server/adapters/push.js'
import type { Database } from '#server/db/database.js'
import { installationKey } from '#server/db/installation-keys.js'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** Both halves in one row: two processes starting at once can never store halves of different pairs. */
const keyName = 'vapid'

function parseKeys(value: string): VapidKeys {
  const parsed = JSON.parse(value) as Partial<VapidKeys>
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error('installation_keys.vapid is not a VAPID key pair')
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
}

/**
 * The installation's VAPID keys, one pair for every server process and across restarts, since browsers'
 * subscriptions are bound to the public key.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  return parseKeys(await installationKey(db, keyName, async () => JSON.stringify(await generateVapidKeys())))
}
