import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createDatabase, withStatementCache } from './database.js'

describe('the SQLite statement cache', () => {
  it('hands out the same statement for the same SQL and drops the least recently used', () => {
    const sqlite = new SQLite(':memory:')
    const cached = withStatementCache(sqlite, 2)
    const one = cached.prepare('select 1')
    const two = cached.prepare('select 2')
    expect(cached.prepare('select 1')).toBe(one)
    cached.prepare('select 3')
    // 'select 2' was used least recently, so it went; 'select 1' is still kept.
    expect(cached.prepare('select 1')).toBe(one)
    expect(cached.prepare('select 2')).not.toBe(two)
    cached.close()
  })

  it('answers correctly after the schema changes under a kept statement', () => {
    const sqlite = new SQLite(':memory:')
    const cached = withStatementCache(sqlite)
    cached.prepare('create table t (a integer)').run([])
    cached.prepare('insert into t (a) values (1)').run([])
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1 }])
    cached.prepare('alter table t add column b integer default 2').run([])
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, b: 2 }])
    cached.close()
  })
})

describe('SQLite transactions beside another process', () => {
  it('wait for the other’s write instead of failing with "database is locked"', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'amora-lock-')), 'shared.sqlite')
    const db = createDatabase({ url: file })
    await sql`create table counter (n integer not null)`.execute(db)
    await sql`insert into counter (n) values (0)`.execute(db)
    let other: Promise<number | null> = Promise.resolve(null)
    await db.transaction().execute(async (trx) => {
      await sql`select n from counter`.execute(trx)
      // Another process writes while this transaction is open (as `npm run staff` beside the server does).
      const script = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)});
        d.pragma('busy_timeout = 5000'); d.prepare('update counter set n = n + 1').run(); d.close()`
      const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' })
      other = new Promise((resolve) => child.on('exit', resolve))
      await new Promise((resolve) => setTimeout(resolve, 500))
      await sql`update counter set n = n + 10`.execute(trx)
    })
    expect(await other).toBe(0)
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db)
    expect(rows[0]?.n).toBe(11)
    await db.destroy()
  })
})
