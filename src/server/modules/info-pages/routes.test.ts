import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { pageSources } from './content.js'

describe.each(engines)('GET /api/page.php [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, cookie = '') => t.app.inject({ url, headers: { host: 'localhost', cookie } })

  it('answers an info page in the visitor language with the company filled in', async () => {
    const response = await get('/api/page.php?name=service', 'i18n_redirected=nl')
    expect(response.statusCode).toBe(200)
    const { page } = response.json()
    expect(page.name).toBe('service')
    expect(page.title).toBe(pageSources.nl.service.title)
    expect(page.sections.length).toBe(pageSources.nl.service.sections.length)
    const text = JSON.stringify(page)
    expect(text).toContain('support@amora.example')
    expect(text).toContain('Amora Demo B.V.')
    expect(text).not.toContain('{{')
  })

  it.each([
    ['/api/page.php', 'name'],
    ['/api/page.php?name=', 'name'],
    ['/api/page.php?name=../../etc/passwd', 'name'],
    ['/api/page.php?name=terms&name=faq', 'name'],
  ])('refuses %s with 400', async (url, field) => {
    const response = await get(url, 'i18n_redirected=de')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field })
  })
})
