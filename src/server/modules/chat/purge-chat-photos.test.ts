import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '#server/adapters/storage.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { signupMember } from '../members/fixtures.js'
import { insertConversation } from './fixtures.js'
import { purgeChatPhotos } from './purge-chat-photos.js'

const hour = 60 * 60 * 1000
/** A photo file name as the storage takes them (32 hex characters), told apart by a readable word. */
const fileOf = (name: string, suffix = '') => `${createHash('md5').update(name).digest('hex')}${suffix}.webp`

describe.each(engines)('purging chat photos [%s]', (engine) => {
  let t: TestApp
  let uploads: string
  beforeAll(async () => {
    t = await createTestApp(engine)
    uploads = await mkdtemp(join(tmpdir(), 'amora-purge-'))
  })
  afterAll(async () => {
    await t.close()
    await rm(uploads, { recursive: true, force: true })
  })

  it('removes chat photos no message shows, once the upload grace is over, and nothing else', async () => {
    const now = Date.now()
    const anna = await signupMember(t, 'Anna')
    const ben = await signupMember(t, 'Ben')
    const photo = async (name: string, purpose: string, createdAt: number) => {
      for (const file of [fileOf(name), fileOf(name, '-thumb')]) await writeFile(join(uploads, file), 'x')
      const row = await t.db
        .insertInto('photos')
        .values({
          user_id: anna.id,
          filename: fileOf(name),
          thumb_filename: fileOf(name, '-thumb'),
          width: 10,
          height: 10,
          purpose,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const deleted = await photo('deleted-chat', 'chat', now - 2 * hour)
    const sent = await photo('sent', 'chat', now - 2 * hour)
    const fresh = await photo('fresh', 'chat', now - 5 * 60 * 1000)
    const profile = await photo('profile', 'profile', now - 2 * hour)
    const conversationId = await insertConversation(t, anna.id, ben.id, { created_at: now })
    await t.db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: anna.id,
        kind: 'photo',
        photo_id: sent,
        created_at: now,
      })
      .execute()

    expect(await purgeChatPhotos(t.db, createLocalStorage(uploads), now)).toBe(1)

    const left = await t.db.selectFrom('photos').select('id').where('user_id', '=', anna.id).execute()
    expect(left.map((row) => row.id).sort()).toEqual([sent, fresh, profile].sort())
    expect(left.map((row) => row.id)).not.toContain(deleted)
    expect(existsSync(join(uploads, fileOf('deleted-chat')))).toBe(false)
    expect(existsSync(join(uploads, fileOf('deleted-chat', '-thumb')))).toBe(false)
    for (const kept of ['sent', 'fresh', 'profile'])
      expect(existsSync(join(uploads, fileOf(kept)))).toBe(true)
    expect(await purgeChatPhotos(t.db, createLocalStorage(uploads), now)).toBe(0)
  })
})
