import { generateVapidKeys } from '../../adapters/push.js'
import type { Database } from '../../db/database.js'
import { insertInstallationKey, readInstallationKey } from './queries.js'

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
 * The installation's VAPID keys: made on first use and kept in the database, so that every server
 * process signs with the same pair and browsers' subscriptions (bound to the public key) stay valid
 * across restarts. The insert does nothing when another process got there first; the row read
 * afterwards is the one all of them use.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const stored = await readInstallationKey(db, keyName)
  if (stored) return parseKeys(stored)
  await insertInstallationKey(db, keyName, JSON.stringify(generateVapidKeys()), Date.now())
  const kept = await readInstallationKey(db, keyName)
  if (!kept) throw new Error('the VAPID keys could not be stored')
  return parseKeys(kept)
}
