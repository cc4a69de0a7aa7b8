import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  type RawBuilder,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely'
import pg from 'pg'
import { migrations } from './migrations/index.js'
import { PreparingClient } from './preparedStatements.js'
import type { DB } from './schema.js'

export type Database = Kysely<DB>
export type Engine = 'sqlite' | 'postgres'

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise a SQLite file path (or ':memory:'). */
  url: string
  poolSize?: number
}

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

// int8 (bigint timestamps) and numeric come back as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

// Kysely keeps its pool to itself; the metrics read its counts from here.
const pools = new WeakMap<Database, pg.Pool>()

/** The PostgreSQL pool under a database made by createDatabase; undefined for SQLite. */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db)
}

export function createDatabase(options: DatabaseOptions): Database {
  if (engineOf(options.url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
    })
    // An idle connection that the server closes (restart, failover) must not end the process; the pool
    // opens a new one on the next query.
    pool.on('error', () => {})
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    pools.set(db, pool)
    return db
  }
  if (options.url !== ':memory:') mkdirSync(dirname(options.url), { recursive: true })
  const sqlite = new SQLite(options.url)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<DB>({ dialect: new WritingSqliteDialect({ database: withStatementCache(sqlite) }) })
}

/**
 * SQLite begins a transaction as a reader and makes it a writer at its first write; when another process
 * (`npm run staff` beside the server, a second server on the same file) wrote in between, that step fails
 * at once with "database is locked" instead of waiting. The app's transactions are there to write, so they
 * take the write lock when they begin, waiting for it up to the busy timeout. Readers are not held up
 * (write-ahead log), and within one process the single connection already made transactions take turns
 * (docs/decisions/0022).
 */
class WritingSqliteDialect extends SqliteDialect {
  constructor(private readonly options: { database: SqliteDatabase }) {
    super(options)
  }

  override createDriver(): Driver {
    return new WritingSqliteDriver(this.options)
  }
}

class WritingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/**
 * Kysely prepares every query anew, which was an eighth of a profile view. The app sends the same few
 * hundred SQL texts over and over, so their statements are kept (the least recently used dropped first);
 * better-sqlite3 runs one statement at a time, so sharing them is safe, and SQLite re-prepares a kept
 * statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 1000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql)
      if (kept) {
        statements.delete(sql)
        statements.set(sql, kept)
        return kept
      }
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value as string)
      return statement
    },
  }
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  // Strict order: a migration numbered before one a database already ran is refused, never slipped in.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * PostgreSQL needs `for update` to make concurrent transactions wait for a row; SQLite runs one write
 * transaction at a time anyway and has no such clause.
 */
export function supportsRowLocks(db: Database): boolean {
  return isPostgres(db)
}

/** Whether the database is PostgreSQL, where each statement is a round trip over the network. */
export function isPostgres(db: Database): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * The one way to hold rows until the transaction ends: on PostgreSQL the query takes `for no key update`,
 * the lock an update takes, so transactions that lock the same rows run one after another while rows that
 * merely reference them (a message naming a member) are not held up; SQLite runs one write transaction at
 * a time anyway and the query runs as it is. Lock several rows in id order, so that two transactions
 * never wait on each other in a circle.
 */
export function lockingRows<Q extends { forNoKeyUpdate(): Q }>(trx: Database, query: Q): Q {
  return supportsRowLocks(trx) ? query.forNoKeyUpdate() : query
}

/**
 * A text column compared byte by byte, as the prefix indexes of migration 0010 are built: on PostgreSQL
 * with the "C" collation whatever the database's own, on SQLite as it is (its default is binary).
 */
export function inByteOrder(db: Database, expression: RawBuilder<string>): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`${expression} collate "C"`
    : expression
}
