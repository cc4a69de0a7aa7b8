import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { insertMember, sessionUserOf } from '../members/fixtures.js'

const hour = 60 * 60 * 1000

describe.each(engines)('data export rules [%s]', (engine) => {
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'amora-export-rules-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const exportsOf = (userId: number) =>
    t.db
      .selectFrom('data_exports')
      .select(['id', 'status', 'file', 'token_hash'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  const insertExport = (
    userId: number,
    values: { status: string; created_at: number; lease_until?: number },
  ) =>
    t.db
      .insertInto('data_exports')
      .values({ site_id: t.siteId, user_id: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('lets a member ask again at once after a failed export, and only 24 hours after a finished one', async () => {
    const id = await insertMember(t.db, t.siteId)
    const user = sessionUserOf(id, t.siteId)
    const now = Date.now()
    await insertExport(id, { status: 'failed', created_at: now - 2 * hour })
    expect(await t.deps.dataExports.state(user, now)).toMatchObject({
      can_request: true,
      next_request_at: null,
    })

    // A finished export 23 hours ago, then a failed one: the finished one still counts.
    const other = await insertMember(t.db, t.siteId)
    await insertExport(other, { status: 'expired', created_at: now - 23 * hour })
    await insertExport(other, { status: 'failed', created_at: now - hour })
    expect(await t.deps.dataExports.state(sessionUserOf(other, t.siteId), now)).toEqual({
      export: expect.objectContaining({ status: 'failed' }),
      can_request: false,
      next_request_at: now + hour,
    })
    expect(await t.deps.dataExports.state(sessionUserOf(other, t.siteId), now + hour)).toMatchObject({
      can_request: true,
    })
  })

  it('takes over an export whose job stopped while preparing it, and leaves one still held', async () => {
    const id = await insertMember(t.db, t.siteId)
    const now = Date.now()
    const stale = await insertExport(id, {
      status: 'preparing',
      created_at: now - hour,
      lease_until: now - 1,
    })
    const other = await insertMember(t.db, t.siteId)
    await insertExport(other, { status: 'preparing', created_at: now - hour, lease_until: now + hour })

    await t.deps.dataExports.settled()
    expect(await t.deps.dataExports.prepareWaiting(now)).toBe(1)
    expect(await exportsOf(id)).toEqual([
      {
        id: stale.id,
        status: 'ready',
        file: expect.stringMatching(/^[0-9a-f]{32}\.zip$/),
        token_hash: expect.any(String),
      },
    ])
    expect((await exportsOf(other))[0]?.status).toBe('preparing')
  })

  it("removes a deleted account's export files at the next round", async () => {
    const id = await insertMember(t.db, t.siteId)
    await insertExport(id, { status: 'pending', created_at: Date.now() })
    await t.deps.dataExports.settled()
    await t.deps.dataExports.prepareWaiting()
    const [ready] = await exportsOf(id)
    expect(ready?.status).toBe('ready')
    expect(await readdir(join(dataDir, 'exports'))).toContain(ready?.file)

    await t.db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: Date.now() })
      .where('id', '=', id)
      .execute()
    await t.deps.dataExports.removeOldFiles()
    expect(await exportsOf(id)).toEqual([{ id: ready?.id, status: 'expired', file: null, token_hash: null }])
    expect(await readdir(join(dataDir, 'exports'))).not.toContain(ready?.file)
  })
})
