import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import type { PostbackEvent } from '#shared/api/staff-traffic.js'
import {
  claimPostback,
  dueIds,
  findConfig,
  findMemberSource,
  hasOtherCompletedPayment,
  insertPostback,
  recordAttempt,
} from './queries.js'
import { fillTemplate, nextAttemptAt, postbackValues } from './template.js'

export type PostbackTrigger =
  | { event: 'activation'; userId: number; now: number }
  | {
      event: 'first_purchase'
      userId: number
      payment: { id: number; cents: number; currency: string }
      now: number
    }

/**
 * Queues the postback of a member's event in the caller's transaction, when the network they signed up from
 * wants that event (docs/decisions/0035-visits-counted-first-party-postbacks-queued-with-the-event.md). Once per
 * member and event: the unique (user, event) drops a second one; a purchase after an earlier completed one is
 * no first purchase and queues nothing.
 */
export async function queuePostback(trx: Database, trigger: PostbackTrigger): Promise<void> {
  const source = await findMemberSource(trx, trigger.userId)
  if (!source?.network) return
  const config = await findConfig(trx, source.site_id, source.network)
  if (!config?.events.split(',').includes(trigger.event)) return
  if (
    trigger.event === 'first_purchase' &&
    (await hasOtherCompletedPayment(trx, trigger.userId, trigger.payment.id))
  )
    return
  const values = postbackValues({
    event: trigger.event,
    memberId: trigger.userId,
    tracking: { ...source, network: source.network },
    payment: trigger.event === 'first_purchase' ? trigger.payment : undefined,
  })
  await insertPostback(trx, {
    siteId: source.site_id,
    userId: trigger.userId,
    network: source.network,
    event: trigger.event satisfies PostbackEvent,
    url: fillTemplate(config.url_template, values),
    now: trigger.now,
  })
}

/** What sends one request: its status code, or throws. Tests and the job pass the same shape. */
export type Fetcher = (url: string) => Promise<number>

const timeoutMs = 10_000

export const fetchStatus: Fetcher = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
  await response.body?.cancel()
  return response.status
}

// Longer than one request may take, so a held postback is never sent twice by two processes.
const holdMs = 2 * timeoutMs
const batch = 50

/** Sends the postbacks due at `now`, each claimed first; 2xx is sent, anything else waits for its retry. */
export async function sendDuePostbacks(
  db: Database,
  now = Date.now(),
  send: Fetcher = fetchStatus,
): Promise<number> {
  let sent = 0
  for (const id of await dueIds(db, now, batch)) {
    const postback = await claimPostback(db, id, now, holdMs)
    if (!postback) continue
    const outcome = await attempt(send, postback.url)
    const attempts = postback.attempts + 1
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300
    const retryAt = ok ? null : nextAttemptAt(attempts, now)
    await recordAttempt(db, {
      postbackId: postback.id,
      at: now,
      ...outcome,
      state: ok ? 'sent' : retryAt === null ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: retryAt,
    })
    if (ok) sent++
  }
  return sent
}

async function attempt(
  send: Fetcher,
  url: string,
): Promise<{ statusCode: number | null; error: string | null }> {
  try {
    return { statusCode: await send(url), error: null }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { statusCode: null, error: message.slice(0, 300) }
  }
}

export const sendPostbacksJob: Job = {
  name: 'send-postbacks',
  everyMs: 60_000,
  run: (db) => sendDuePostbacks(db).then(() => undefined),
}
