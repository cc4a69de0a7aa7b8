import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageRenderer } from '#server/render/renderer.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { signupMember } from '../members/fixtures.js'
import { multipart } from '../photos/testing.js'

// No built stylesheets: the brand stylesheet is made from the Sass source, as in development.
const assets = { scripts: ['/assets/app.js'], preloads: [], stylesheets: [], preamble: null }

const en = catalogues.en.staff.errors

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer()
}

describe.each(engines)('a site brand: colour and logo [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let member = ''

  beforeAll(async () => {
    t = await createTestApp(engine, { renderer: (deps) => createPageRenderer(deps, assets) })
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    member = (await signupMember(t, 'Member')).cookie
  })
  afterAll(() => t.close())

  const get = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } })
  const changeSettings = (settings: object, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/staff/sites.php',
      headers: { host: 'localhost', cookie },
      payload: { id: t.siteId, settings },
    })
  const uploadLogo = (file: Buffer, cookie = admin, site = String(t.siteId)) => {
    const body = multipart(file, 'logo.png', { site }, 'logo')
    return t.app.inject({
      method: 'PUT',
      url: '/api/staff/site-logo.php',
      headers: { host: 'localhost', cookie, 'content-type': body.contentType },
      payload: body.payload,
    })
  }
  const removeLogo = (cookie = admin, site = t.siteId) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/staff/site-logo.php?site=${site}`,
      headers: { host: 'localhost', cookie },
    })
  const auditActions = async () =>
    (await t.db.selectFrom('audit_log').select('action').where('target_id', '=', t.siteId).execute()).map(
      (row) => row.action,
    )

  it('needs no extra stylesheet while the site keeps the default colour', async () => {
    const html = (await get('/')).body
    expect(html).not.toContain('/brand/')
    expect(html).toContain('<meta name="theme-color" content="#d6336c">')
  })

  it('re-colours buttons, links and focus rings with a colour of its own', async () => {
    const changed = await changeSettings({ brand_color: '#1565C0' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().settings.brand_color).toBe('#1565c0')
    t.deps.sites.forgetCached()

    const html = (await get('/')).body
    const link = /<link rel="stylesheet" href="(\/brand\/1565c0\.css\?v=[^"]+)">/.exec(html)?.[1]
    expect(link).toBeDefined()
    expect(html).toContain('<meta name="theme-color" content="#1565c0">')

    const css = await get(link ?? '')
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toContain('text/css')
    expect(css.headers['cache-control']).toContain('immutable')
    expect(css.body).toMatch(/--bs-primary:\s*#1565c0/)
    expect(css.body).toMatch(/\.btn-primary\s*\{[^}]*--bs-btn-bg:\s*#1565c0/)
    expect(css.body).not.toContain('d6336c')
    // Another colour than the site's is no stylesheet of this site.
    expect((await get('/brand/0d6efd.css')).statusCode).toBe(404)

    const manifest = (await get('/manifest.webmanifest')).json()
    expect(manifest.theme_color).toBe('#1565c0')
    const icon = await get('/favicon.svg')
    expect(icon.body).toContain('fill="#1565c0"')
    expect(await auditActions()).toContain('site.changed')
  })

  it('refuses a colour white text cannot be read on, and one that is no colour', async () => {
    for (const [colour, message] of [
      ['#ffeb3b', en.brand_color_too_light],
      ['#12', en.brand_color_invalid],
      ['blue', en.brand_color_invalid],
    ]) {
      const refused = await changeSettings({ brand_color: colour })
      expect(refused.statusCode, colour).toBe(400)
      expect(refused.json().error).toMatchObject({ field: 'settings.brand_color', message })
    }
    const site = await get(`/api/staff/site.php?id=${t.siteId}`, admin)
    expect(site.json().settings.brand_color).toBe('#1565c0')
  })

  it('takes a logo that the header, the app icons and the mails show', async () => {
    const uploaded = await uploadLogo(await png(400, 200))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const logo = uploaded.json().logo
    expect(logo).toMatchObject({ width: 72, height: 36 })
    expect(logo.url).toMatch(new RegExp(`^/brand/logo/${t.siteId}\\.png\\?v=\\d+$`))
    t.deps.sites.forgetCached()

    const settings = (await get('/api/settings.php')).json().settings
    expect(settings.logo).toEqual(logo)
    const image = await get(logo.url)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toContain('immutable')
    const meta = await sharp(image.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 400, 200, true])

    const html = (await get('/')).body
    expect(html).toMatch(/<link rel="icon" href="\/app-icons\/32\.png\?v=1565c0-\d+" type="image\/png">/)
    const manifest = (await get('/manifest.webmanifest')).json()
    const src = manifest.icons[0].src as string
    expect(src).toMatch(/^\/app-icons\/192\.png\?v=1565c0-\d+$/)
    const icon = await sharp((await get(src)).rawPayload).metadata()
    expect([icon.width, icon.height]).toEqual([192, 192])
    expect(await auditActions()).toContain('site.logo_changed')
  })

  it('refuses a logo that is too small, not an image, or missing', async () => {
    const small = await uploadLogo(await png(20, 20))
    expect(small.statusCode).toBe(400)
    expect(small.json().error).toMatchObject({ field: 'logo', message: en.logo_too_small })
    expect((await uploadLogo(Buffer.from('not an image at all'))).statusCode).toBe(415)
    expect((await uploadLogo(await png(100, 100), admin, 'x')).statusCode).toBe(400)
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/site-logo.php',
      headers: { host: 'localhost', cookie: admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    })
    expect(empty.statusCode).toBe(400)
  })

  it('lets only admins change the logo, of sites they answer to', async () => {
    const visitor = await uploadLogo(await png(100, 100), '')
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([403, 'authentication_required'])
    expect((await uploadLogo(await png(100, 100), member)).statusCode).toBe(403)
    expect((await removeLogo(member)).statusCode).toBe(403)
    expect((await uploadLogo(await png(100, 100), admin, '999999')).statusCode).toBe(404)
    expect((await removeLogo(admin, 999999)).statusCode).toBe(404)
    expect((await get('/brand/logo/999999.png')).statusCode).toBe(404)
    const unnamed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/site-logo.php?site=x',
      headers: { host: 'localhost', cookie: admin },
    })
    expect(unnamed.statusCode).toBe(400)
  })

  it('goes back to the heart mark when the logo is removed', async () => {
    const removed = await removeLogo()
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().logo).toBeNull()
    t.deps.sites.forgetCached()
    expect((await get('/api/settings.php')).json().settings.logo).toBeNull()
    expect((await get(`/brand/logo/${t.siteId}.png`)).statusCode).toBe(404)
    expect(await auditActions()).toContain('site.logo_removed')
  })
})
