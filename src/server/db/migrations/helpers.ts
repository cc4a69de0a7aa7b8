// Frozen with the migrations that use it: never import application code here.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations work on an untyped schema
export type AnyDb = Kysely<any>

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Auto-increment primary key on both engines. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  if (isPostgres(db)) {
    return table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
  }
  return table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}

/** Timestamps are epoch milliseconds on both engines (bigint on PostgreSQL, integer on SQLite). */
export const timestamp = 'bigint' as const

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull()

export const flag = (defaultValue: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col.notNull().defaultTo(defaultValue)
