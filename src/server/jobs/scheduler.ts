import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.js'
import { releaseLease, takeLease } from './leases.js'

export interface Job {
  name: string
  everyMs: number
  run(db: Database): Promise<void>
}

/**
 * Runs each job on its interval in whichever server process takes its lease first; the others skip that
 * round. A crashed holder's lease runs out, so the next round is taken over.
 */
export function startJobs(db: Database, jobs: readonly Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      if (!(await takeLease(db, job.name, job.everyMs))) return
      try {
        await job.run(db)
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed')
        await releaseLease(db, job.name)
      }
    }
    const first = setTimeout(() => void tick(), 5_000)
    const every = setInterval(() => void tick(), job.everyMs)
    first.unref()
    every.unref()
    return { first, every }
  })
  return () => {
    for (const { first, every } of timers) {
      clearTimeout(first)
      clearInterval(every)
    }
  }
}
