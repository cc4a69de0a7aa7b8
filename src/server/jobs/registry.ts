import type { Job } from './scheduler.js'

/**
 * The scheduled jobs of every module: each module's register adds its own, and main.ts starts what is here
 * (docs/architecture.md §7). Tests build the app without starting them.
 */
export class JobRegistry {
  private readonly jobs: Job[] = []

  add(job: Job): void {
    // The name is the lease's key: two jobs with one name would skip each other's rounds.
    if (this.jobs.some((known) => known.name === job.name)) throw new Error(`job ${job.name} added twice`)
    this.jobs.push(job)
  }

  list(): readonly Job[] {
    return this.jobs
  }
}
