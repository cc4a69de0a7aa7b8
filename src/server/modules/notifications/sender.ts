import type { Database } from '#server/db/database.js'
import { processHolder } from '#server/jobs/leases.js'
import type { NotificationType } from '#shared/api/notifications.js'
import { composers, type DueMail } from './composers.js'
import type { NotificationMailer } from './mailer.js'
import { claimMail, findMail, finishMail, listDueMailIds, releaseMailForRetry } from './queries.js'

interface Logger {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface MailQueueOptions {
  /** Names this process on the rows it claims; tests give two senders different names. */
  holder?: string
  /** How long a claimed row is this sender's: longer than composing and sending one mail takes. */
  leaseMs?: number
  /** After this many failed sends the row is given up ('failed'). */
  maxAttempts?: number
  /** How often start() looks for due rows. */
  everyMs?: number
}

export type Outcome = 'sent' | 'skipped' | 'failed' | 'retry' | 'lost'

const minute = 60_000
// Rows looked at per query; a run goes on until no due row is left (or another process took them).
const pageSize = 20
// A run stops after this many rows, so one process does not hold the timer for hours after an outage.
const rowsPerRun = 500

/** Waits before the next try after the n-th failed send: 1, 4, 16, 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return minute * 4 ** Math.max(0, attempts - 1)
}

/**
 * The notification mail queue's sender (docs/architecture.md §7): runs in every server process. Each row is
 * claimed with a conditional update that only one process can win, composed by its type's composer from the
 * data as it is now, and sent through the NotificationMailer, which asks the member's settings and mail
 * stops. Claiming renames the batch key (key#id), so the next event opens a new batch. A process that dies
 * after claiming leaves its lease to run out; another process then sends the row, once.
 */
export class MailQueueSender {
  private readonly holder: string
  private readonly leaseMs: number
  private readonly maxAttempts: number
  private readonly everyMs: number
  private running: Promise<unknown> | null = null

  constructor(
    private readonly db: Database,
    private readonly mailer: NotificationMailer,
    private readonly log: Logger,
    options: MailQueueOptions = {},
  ) {
    this.holder = options.holder ?? processHolder
    this.leaseMs = options.leaseMs ?? 2 * minute
    this.maxAttempts = options.maxAttempts ?? 5
    this.everyMs = options.everyMs ?? 5_000
  }

  /** Looks for due rows every few seconds until the returned function is called. */
  start(): () => void {
    const timer = setInterval(() => void this.tick(), this.everyMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  /** One look at the queue, skipped while the previous one still runs. */
  private async tick(): Promise<void> {
    if (this.running) return
    this.running = this.runOnce().catch((error: unknown) =>
      this.log.error({ err: error }, 'notification mail queue failed'),
    )
    await this.running
    this.running = null
  }

  /**
   * Sends due rows this process can claim; how each claimed row ended. Each claim reads the clock again
   * (a lease dated at the start of a long run would have run out before it began), and the run ends
   * after half a lease: the rest is for the next tick, here or in another process. `now` moves the clock
   * for tests.
   */
  async runOnce(now = Date.now()): Promise<Outcome[]> {
    const offset = now - Date.now()
    const clock = () => Date.now() + offset
    const outcomes: Outcome[] = []
    while (outcomes.length < rowsPerRun && clock() - now < this.leaseMs / 2) {
      const ids = await listDueMailIds(this.db, clock(), pageSize)
      let claimed = 0
      for (const id of ids) {
        if (clock() - now >= this.leaseMs / 2) break
        const due = await this.claim(id, clock())
        if (!due) continue
        claimed += 1
        outcomes.push(await this.process(due, clock()))
      }
      if (claimed === 0) break
    }
    return outcomes
  }

  /**
   * Takes the row for this process if it is still open and nobody holds an unexpired lease on it. One
   * conditional update: of several processes asking at once, exactly one changes the row.
   */
  async claim(id: number, now = Date.now()): Promise<(DueMail & { attempts: number }) | null> {
    const claimed = await claimMail(this.db, { id, holder: this.holder, leaseUntil: now + this.leaseMs, now })
    if (!claimed) return null
    const row = await findMail(this.db, id)
    return {
      id: row.id,
      userId: row.user_id,
      type: row.type as NotificationType,
      payload: parsePayload(row.payload),
      createdAt: Number(row.created_at),
      attempts: row.attempts,
    }
  }

  /** Composes and sends a claimed row, and records how it ended. */
  async process(due: DueMail & { attempts: number }, now = Date.now()): Promise<Outcome> {
    const composer = composers[due.type]
    if (!composer) {
      this.log.error({ mailId: due.id, type: due.type }, 'no composer for this notification type')
      return this.finish(due.id, 'failed', now)
    }
    try {
      const compose = await composer(this.db, due)
      if (!compose) return await this.finish(due.id, 'skipped', now)
      const sent = await this.mailer.send({ userId: due.userId, type: due.type, compose })
      return await this.finish(due.id, sent ? 'sent' : 'skipped', Date.now())
    } catch (error) {
      return this.failed(due, error, now)
    }
  }

  /**
   * Closes the row, only while this process still holds it. 'lost' when the lease had run out and
   * another process took the row over.
   */
  private async finish(id: number, outcome: 'sent' | 'skipped' | 'failed', now: number): Promise<Outcome> {
    if (await finishMail(this.db, { id, outcome, holder: this.holder, now })) return outcome
    this.log.warn({ mailId: id, outcome }, 'notification mail lease ran out before it was finished')
    return 'lost'
  }

  /** A failed send (SMTP down, a composer's query) is tried again later, until attempts run out. */
  private async failed(due: DueMail & { attempts: number }, error: unknown, now: number): Promise<Outcome> {
    const giveUp = due.attempts >= this.maxAttempts
    this.log.error(
      { err: error, mailId: due.id, type: due.type, attempts: due.attempts, giveUp },
      'notification mail not sent',
    )
    if (giveUp) return this.finish(due.id, 'failed', now)
    await releaseMailForRetry(this.db, {
      id: due.id,
      holder: this.holder,
      dueAt: now + retryDelayMs(due.attempts),
    })
    return 'retry'
  }
}

function parsePayload(stored: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(stored)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
