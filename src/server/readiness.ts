import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { PhotoStorage } from './adapters/storage.js'
import type { Database } from './db/database.js'
import { pendingMigrations } from './db/migrate.js'

export type CheckName = 'database' | 'migrations' | 'storage'
export type CheckResult = 'ok' | 'failed'

// A check that has not answered by then counts as failed: a load balancer must not wait on a hung pool.
const checkTimeoutMs = 5_000

interface Logger {
  warn(object: object, message: string): void
}

async function databaseAnswers(db: Database): Promise<void> {
  await sql`select 1`.execute(db)
}

async function migrationsApplied(db: Database): Promise<void> {
  const pending = await pendingMigrations(db)
  if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`)
}

/** Writes and removes a file of its own through the adapter (folder or object store), as an upload would. */
async function storageWritable(storage: PhotoStorage): Promise<void> {
  // Named like a photo: every store refuses any other name.
  const name = `${randomBytes(16).toString('hex')}.webp`
  const probe = Buffer.from('readiness probe')
  await storage.write(name, probe)
  const read = await storage.read(name)
  await storage.remove(name)
  if (!read?.equals(probe)) throw new Error('the uploads storage did not give back what was written')
}

/** The store answers at all: a read of a name nothing ever writes (one GET on an object store). */
async function storageAnswers(storage: PhotoStorage): Promise<void> {
  await storage.read(`${'0'.repeat(32)}.webp`)
}

/**
 * How often /readyz writes its probe file. A load balancer asks every few seconds, anyone may ask, and on an
 * object store each probe is three paid requests: in between, a read shows that the store still answers.
 */
export const storageWriteCheckEveryMs = 60_000

/**
 * The storage check of one process: the write probe on the first call, after a failure and once its time is
 * up; the cheap read otherwise.
 */
export function storageCheck(
  storage: PhotoStorage,
  writeEveryMs = storageWriteCheckEveryMs,
  clock: () => number = Date.now,
): () => Promise<void> {
  let lastWritten = Number.NEGATIVE_INFINITY
  return async () => {
    const now = clock()
    if (now - lastWritten < writeEveryMs) return storageAnswers(storage)
    await storageWritable(storage)
    lastWritten = now
  }
}

function withTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs)
  })
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer))
}

/** Runs the three checks side by side; a failure is logged with its reason and answered as 'failed'. */
export async function readiness(
  db: Database,
  checkStorage: () => Promise<void>,
  log: Logger,
): Promise<Record<CheckName, CheckResult>> {
  const checks: Record<CheckName, () => Promise<void>> = {
    database: () => databaseAnswers(db),
    migrations: () => migrationsApplied(db),
    storage: checkStorage,
  }
  const names = Object.keys(checks) as CheckName[]
  const outcomes = await Promise.allSettled(names.map((name) => withTimeout(checks[name]())))
  const results = {} as Record<CheckName, CheckResult>
  outcomes.forEach((outcome, index) => {
    const name = names[index] as CheckName
    results[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed'
    if (outcome.status === 'rejected') log.warn({ err: outcome.reason, check: name }, 'not ready')
  })
  return results
}

/**
 * GET /readyz: whether this process can serve (the database answers, its schema is the code's, uploads
 * can be written), for a load balancer or orchestrator. /healthz only says the process is alive. The
 * answer names each check and never the reason, which stays in the log.
 */
export function registerReadiness(app: FastifyInstance, db: Database, storage: PhotoStorage): void {
  const checkStorage = storageCheck(storage)
  app.get('/readyz', async (request, reply) => {
    const checks = await readiness(db, checkStorage, request.log)
    const ready = Object.values(checks).every((result) => result === 'ok')
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store')
    return { status: ready ? 'ready' : 'not_ready', checks }
  })
}
