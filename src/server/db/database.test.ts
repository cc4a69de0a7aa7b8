import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './database.js'

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
