import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { postMessage } from '../chat/fixtures.js'
import { type Member, signupMember } from '../members/fixtures.js'

describe.each(engines)("reading a member's conversations [%s]", (engine) => {
  let t: TestApp
  let alice: Member
  let bob: Member
  let support = ''
  let conversation = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    alice = await signupMember(t, 'Alice', { paid: true })
    bob = await signupMember(t, 'Bob')
    await t.db.updateTable('users').set({ credits: 100 }).where('id', '=', alice.id).execute()
    const sent = await postMessage(t, alice.cookie, bob.id, 'Hello Bob, coffee on Sunday?')
    expect(sent.statusCode, sent.body).toBe(200)
    conversation = sent.json().conversation_id
    support = await promoteToStaff(t.db, (await signupMember(t, 'Support')).id, 'support')
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: support },
      ...(payload ? { payload } : {}),
    })
  const readings = () =>
    t.db
      .selectFrom('audit_log')
      .select(['reason', 'after_values'])
      .where('action', '=', 'member.messages_read')
      .execute()

  it('lists the conversations without their words', async () => {
    const response = await call('GET', `/api/staff/conversations.php?member=${alice.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().conversations).toEqual([
      {
        id: conversation,
        other: { id: bob.id, name: 'Bob', fictional: false },
        messages: 1,
        last_message_at: expect.any(Number),
      },
    ])
    expect(response.body).not.toContain('coffee')
  })

  it('shows the messages only for a reason, which is kept', async () => {
    const noReason = await call('POST', '/api/staff/messages.php', { member: alice.id, conversation })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.field).toBe('reason')
    expect(await readings()).toEqual([])

    const read = await call('POST', '/api/staff/messages.php', {
      member: alice.id,
      conversation,
      reason: 'Complaint C-000042 about harassment',
    })
    expect(read.statusCode).toBe(200)
    expect(read.json().messages).toMatchObject([
      { sender_id: alice.id, text: 'Hello Bob, coffee on Sunday?' },
    ])
    expect(await readings()).toEqual([
      { reason: 'Complaint C-000042 about harassment', after_values: JSON.stringify({ conversation }) },
    ])
  })

  it("refuses a conversation that is not the member's", async () => {
    const carol = await signupMember(t, 'Carol')
    const other = await call('POST', '/api/staff/messages.php', {
      member: carol.id,
      conversation,
      reason: 'Checking',
    })
    expect(other.statusCode).toBe(404)
    expect((await readings()).length).toBe(1)
  })
})
