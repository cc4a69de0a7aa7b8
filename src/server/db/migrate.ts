import { Migrator } from 'kysely'
import type { Database } from './database.js'
import { migrations } from './migrations/index.js'

export interface MigrationState {
  name: string
  /** When it ran on this database; undefined while pending. */
  appliedAt: Date | undefined
}

// The same migrator as migrateToLatest: its table names and the code's list of migrations.
function migratorFor(db: Database): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

/** Every migration the code knows, in order, with whether this database ran it. */
export async function migrationStatus(db: Database): Promise<MigrationState[]> {
  const known = await migratorFor(db).getMigrations()
  return known.map((migration) => ({ name: migration.name, appliedAt: migration.executedAt }))
}

/** The migrations the code knows that this database has not run. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const states = await migrationStatus(db)
  return states.filter((state) => !state.appliedAt).map((state) => state.name)
}

/** Undoes the last applied migration; returns its name, or undefined when none was applied. */
export async function migrateDownOne(db: Database): Promise<string | undefined> {
  const { error, results } = await migratorFor(db).migrateDown()
  if (error) throw error
  return results?.find((result) => result.status === 'Success')?.migrationName
}
