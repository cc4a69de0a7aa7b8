import type { Migration } from 'kysely'
import * as m0001 from './0001_initial.js'

/** The one migration history, in order; both engines run the same list. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
}
