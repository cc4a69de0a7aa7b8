import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signupMember } from '../modules/members/fixtures.js'
import { engines, type TestApp } from '../test/harness.js'
import { createPageTestApp } from '../test/pages.js'
import { lendPageRequest, pageRequestHeader, pageRequestOf } from './pageRequests.js'

const callWith = (key: string) => ({ headers: { [pageRequestHeader]: key } }) as unknown as FastifyRequest

describe('a page request lent to its API calls', () => {
  const page = { headers: {} } as FastifyRequest

  it('is found by the key it was lent under while the calls run, and never after', async () => {
    let lentKey = ''
    await lendPageRequest(page, async (key) => {
      lentKey = key
      expect(pageRequestOf(callWith(key))).toBe(page)
    })
    expect(lentKey).toMatch(/^[\w-]{22}$/)
    expect(pageRequestOf(callWith(lentKey))).toBeUndefined()
  })

  it('is given back when a call fails', async () => {
    let lentKey = ''
    const failing = lendPageRequest(page, async (key) => {
      lentKey = key
      throw new Error('the call failed')
    })
    await expect(failing).rejects.toThrow('the call failed')
    expect(pageRequestOf(callWith(lentKey))).toBeUndefined()
  })

  it('is not found by any other value of the header', () => {
    expect(pageRequestOf(callWith('guessed'))).toBeUndefined()
    expect(pageRequestOf({ headers: {} } as FastifyRequest)).toBeUndefined()
  })
})

describe.each(engines)('the page request header from outside [%s]', (engine) => {
  let t: TestApp
  let member = { id: 0, cookie: '' }

  beforeAll(async () => {
    t = await createPageTestApp(engine)
    member = await signupMember(t, 'Header')
  })
  afterAll(() => t.close())

  const me = (headers: Record<string, string>) =>
    t.app.inject({
      url: '/api/user.php',
      headers: { host: 'localhost', [pageRequestHeader]: 'guessed', ...headers },
    })

  it('changes nothing: the session decides who asks', async () => {
    const asMember = await me({ cookie: member.cookie })
    expect(asMember.statusCode).toBe(200)
    expect(asMember.json().user.id).toBe(member.id)
    const asVisitor = await me({})
    const withoutHeader = await t.app.inject({ url: '/api/user.php', headers: { host: 'localhost' } })
    expect(asVisitor.statusCode).toBeGreaterThanOrEqual(400)
    expect([asVisitor.statusCode, asVisitor.json()]).toEqual([withoutHeader.statusCode, withoutHeader.json()])
  })
})
