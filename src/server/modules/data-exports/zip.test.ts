import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/test/harness.js'
import { insertConversation } from '../chat/fixtures.js'
import { insertMember } from '../members/fixtures.js'
import { collectMemberData } from './collect.js'
import { readmeText } from './service.js'
import { exportFiles, writeExportZip } from './zip.js'

const photoName = 'a'.repeat(32)
const chatPhotoName = 'b'.repeat(32)

describe('the data export ZIP', () => {
  let t: TestApp
  let folder: string
  let member: number
  let other: number
  let otherEmail: string

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    folder = await mkdtemp(join(tmpdir(), 'amora-export-'))
    member = await insertMember(t.db, t.siteId, { name: 'Mira' })
    other = await insertMember(t.db, t.siteId, { name: 'Olaf' })
    otherEmail = (
      await t.db.selectFrom('users').select('email').where('id', '=', other).executeTakeFirstOrThrow()
    ).email
    const now = Date.now()
    const photos = await t.db
      .insertInto('photos')
      .values([
        {
          user_id: member,
          filename: `${photoName}.webp`,
          thumb_filename: `${photoName}-thumb.webp`,
          width: 8,
          height: 8,
          purpose: 'profile',
          created_at: now,
        },
        {
          user_id: member,
          filename: `${chatPhotoName}.webp`,
          thumb_filename: `${chatPhotoName}-thumb.webp`,
          width: 8,
          height: 8,
          purpose: 'chat',
          created_at: now,
        },
      ])
      .returning('id')
      .execute()
    const conversation = await insertConversation(t, member, other)
    await t.db
      .insertInto('messages')
      .values([
        {
          conversation_id: conversation,
          sender_id: member,
          kind: 'text',
          body: 'Hello Olaf, sent by me',
          created_at: now,
        },
        {
          conversation_id: conversation,
          sender_id: other,
          kind: 'text',
          body: 'Hi Mira, a reply for you',
          created_at: now + 1,
        },
        {
          conversation_id: conversation,
          sender_id: member,
          kind: 'photo',
          photo_id: photos[1]?.id ?? null,
          created_at: now + 2,
        },
      ])
      .execute()
    await t.db.insertInto('likes').values({ liker_id: other, liked_id: member, created_at: now }).execute()
    await t.db
      .insertInto('sessions')
      .values({
        user_id: member,
        token_hash: 'h'.repeat(64),
        user_agent: 'Test browser',
        ip: '192.0.2.7',
        created_at: now,
        last_seen_at: now,
        expires_at: now + 1000,
      })
      .execute()
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: member,
        endpoint: 'https://push.example/abc',
        p256dh: 'secret-p256dh',
        auth: 'secret-auth',
        created_at: now,
      })
      .execute()
  })
  afterAll(async () => {
    await t.close()
    await rm(folder, { recursive: true, force: true })
  })

  async function build(name: string) {
    const data = await collectMemberData(t.db, member)
    if (!data) throw new Error('member not found')
    const path = join(folder, name)
    const size = await writeExportZip(path, {
      data,
      readme: readmeText('de', 'Amora', Date.UTC(2026, 10, 28)),
      readPhoto: async (file) => (file === `${photoName}.webp` ? Buffer.from('profile photo bytes') : null),
    })
    const bytes = await readFile(path)
    expect(bytes.length).toBe(size)
    return unzipSync(bytes)
  }

  it('holds the README, every JSON file and the photo files', async () => {
    const files = await build('one.zip')
    const photos = JSON.parse(strFromU8(files['photos.json'] ?? new Uint8Array()))
    const profilePhoto = photos.find((photo: { purpose: string }) => photo.purpose === 'profile')
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...exportFiles.map((file) => `${file}.json`), profilePhoto.file].sort(),
    )
    expect(strFromU8(files[profilePhoto.file] ?? new Uint8Array())).toBe('profile photo bytes')
    // The chat photo's file is gone from storage: the index says so instead of pointing at nothing.
    expect(photos.find((photo: { purpose: string }) => photo.purpose === 'chat').file).toBeNull()
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('Deine Daten von Amora')
  })

  it('holds messages in both directions with the other member named, never their e-mail', async () => {
    const files = await build('two.zip')
    const messages = JSON.parse(strFromU8(files['messages.json'] ?? new Uint8Array()))
    expect(messages).toEqual([
      expect.objectContaining({ direction: 'sent', other_member: 'Olaf', body: 'Hello Olaf, sent by me' }),
      expect.objectContaining({
        direction: 'received',
        other_member: 'Olaf',
        body: 'Hi Mira, a reply for you',
      }),
      expect.objectContaining({ direction: 'sent', kind: 'photo' }),
    ])
    const likes = JSON.parse(strFromU8(files['likes.json'] ?? new Uint8Array()))
    expect(likes.received).toEqual([expect.objectContaining({ member: 'Olaf' })])
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    expect(everything).not.toContain(otherEmail)
    // Push keys would let whoever holds the file send to the device.
    expect(everything).toContain('https://push.example/abc')
    expect(everything).not.toContain('secret-p256dh')
    expect(everything).not.toContain('secret-auth')
    const logins = JSON.parse(strFromU8(files['logins.json'] ?? new Uint8Array()))
    expect(logins.sessions).toEqual([
      expect.objectContaining({ address: '192.0.2.7', user_agent: 'Test browser' }),
    ])
  })
})
