import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { type Member, signupMember } from '../members/fixtures.js'

const minute = 60_000
const longAgo = Date.now() - 3 * 24 * 60 * minute

describe.each(engines)("a member's last visit [%s]", (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  /** The member's visit and card activity as the database holds them. */
  const seen = async (id: number) => {
    const user = await t.db
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const profile = await t.db
      .selectFrom('profiles')
      .select('last_active_at')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
    return { user: Number(user.last_seen_at), profile: Number(profile.last_active_at) }
  }
  /** A member whose session, visit and activity are all `ago` old. */
  const lastHere = async (member: Member, ago: number) => {
    const at = Date.now() - ago
    await t.db.updateTable('sessions').set({ last_seen_at: at }).where('user_id', '=', member.id).execute()
    await t.db.updateTable('users').set({ last_seen_at: at }).where('id', '=', member.id).execute()
    await t.db.updateTable('profiles').set({ last_active_at: at }).where('user_id', '=', member.id).execute()
  }
  const visit = (member: Member) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { host: 'localhost', cookie: member.cookie },
    })

  it('is written when a member comes back, so others see them online and reminders leave them be', async () => {
    const member = await signupMember(t, 'Returning')
    await lastHere(member, 3 * 24 * 60 * minute)
    const before = Date.now()

    expect((await visit(member)).statusCode).toBe(200)

    const after = await seen(member.id)
    expect(after.user).toBeGreaterThanOrEqual(before)
    expect(after.profile).toBeGreaterThanOrEqual(before)
  })

  it('is written at most once a minute, not on every request', async () => {
    const member = await signupMember(t, 'Browsing')
    await lastHere(member, 30_000)
    const written = await seen(member.id)

    expect((await visit(member)).statusCode).toBe(200)

    expect(await seen(member.id)).toEqual(written)
  })

  it("is written on login, while an invisible member's card keeps its old activity", async () => {
    const member = await signupMember(t, 'Hidden')
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', member.id).execute()
    await lastHere(member, 3 * 24 * 60 * minute)
    const email = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    const before = Date.now()

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'localhost', 'x-request-type': 'client' },
      payload: { email: email.email, password: 'long enough 1' },
    })
    expect(login.statusCode, login.body).toBe(200)

    const after = await seen(member.id)
    expect(after.user).toBeGreaterThanOrEqual(before)
    expect(after.profile).toBeLessThan(longAgo + minute)
  })
})
