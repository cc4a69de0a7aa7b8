import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { postMessage } from '../modules/chat/fixtures.js'
import { signupMember } from '../modules/members/fixtures.js'
import { engines, type TestApp } from '../test/harness.js'
import { createPageTestApp, dehydratedKeys, visible } from '../test/pages.js'

const chat = catalogues.en.chat

describe.each(engines)('server-rendered chat pages [%s]', (engine) => {
  let t: TestApp
  let anna = { id: 0, cookie: '' }
  let ben = { id: 0, cookie: '' }
  let conversation = 0

  beforeAll(async () => {
    t = await createPageTestApp(engine)
    anna = await signupMember(t, 'Anna')
    ben = await signupMember(t, 'Ben')
    const sent = await postMessage(t, ben.cookie, anna.id, 'Hello Anna, shall we talk?')
    expect(sent.statusCode, sent.body).toBe(200)
    conversation = (sent.json() as { conversation_id: number }).conversation_id
  })
  afterAll(() => t.close())

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } })

  it('tells visitors that chatting needs an account, with login and signup', async () => {
    const response = await get(`/members/${anna.id}/chat`)
    expect(response.statusCode).toBe(200)
    expect(visible(response.body)).toContain(chat.visitor.title)
    expect(visible(response.body)).toContain(`href="/login?next=%2Fmembers%2F${anna.id}%2Fchat"`)
    expect(dehydratedKeys(response.body)).not.toContain('["chats"]')
  })

  it('renders the conversation list into the first paint, with its unread badge', async () => {
    const response = await get('/chats', anna.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<title>${chat.title} | Amora</title>`)
    expect(dehydratedKeys(response.body)).toContain('["chats"]')
    const html = visible(response.body)
    expect(html).toContain('Hello Anna, shall we talk?')
    expect(html).toContain('aria-label="1 unread message"')
    expect(html).toContain(chat.none.title)
  })

  it('renders a conversation by id with its messages, and the one with a member by the member id', async () => {
    const byId = await get(`/chats/${conversation}`, anna.cookie)
    expect(byId.statusCode).toBe(200)
    expect(dehydratedKeys(byId.body)).toContain(`["chat","conversation",${conversation}]`)
    expect(visible(byId.body)).toContain('role="log"')
    expect(visible(byId.body)).toContain('Hello Anna, shall we talk?')

    const stranger = await signupMember(t, 'Clara')
    const byMember = await get(`/members/${stranger.id}/chat`, anna.cookie)
    expect(byMember.statusCode).toBe(200)
    expect(dehydratedKeys(byMember.body)).toContain(`["chat","member",${stranger.id}]`)
    expect(visible(byMember.body)).toContain(chat.empty.title.replace('{{name}}', 'Clara'))
  })

  it('answers malformed ids with the not-found page', async () => {
    for (const path of ['/chats/abc', '/chats/0', '/members/12x/chat', '/chats/99999999999']) {
      const response = await get(path, anna.cookie)
      expect(response.statusCode, path).toBe(404)
      expect(visible(response.body), path).toContain('This page could not be found')
    }
  })
})
