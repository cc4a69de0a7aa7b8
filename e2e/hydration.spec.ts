import type { Page } from '@playwright/test'
import {
  activatedMember,
  enrolledStaff,
  enterSite,
  expect,
  holdScripts,
  test,
  untilHydrated,
} from './fixtures.js'

// A page whose server HTML differs from the client's first render throws while hydrating (invalid
// nesting such as a div inside a paragraph is the usual cause); every page must hydrate cleanly.
const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/activate',
  '/pages/faq',
  '/match-finder',
  '/pricing',
  '/premium',
  '/admin/login',
]
const memberPages = [
  '/members',
  '/profile',
  '/profile/about',
  '/profile/interests',
  '/profile/settings',
  '/likes',
  '/likes/received',
  '/swipe-game',
  '/chats',
  '/activate',
  // A new member: the shop shows the running welcome bonus.
  '/credits',
  '/premium',
  '/credits/1',
  '/credits/repeat-order',
  '/directdebit',
  '/transactions',
]

// The back-office, loaded lazily: the browser fetches a page's code before hydrating it.
const staffPages = [
  '/admin',
  '/admin/console',
  '/admin/console/stats',
  '/admin/console/first-contacts',
  '/admin/members',
  '/admin/members/1',
  '/admin/audit',
  '/admin/sites',
  '/admin/sites/1',
  '/admin/fictional',
]

type RebuiltElements = Window & { rebuiltElements?: string[] }

/**
 * Hydrating adopts the server's markup; an element it adds or removes under #root is a page whose first client
 * render differs from the server's (which Preact mends silently, where React would warn). Records them until
 * the page marks itself hydrated (`<html data-hydrated>`, Root.tsx): one observer sees both in order.
 */
function recordRebuiltElements() {
  const rebuilt: string[] = []
  ;(window as RebuiltElements).rebuiltElements = rebuilt
  const tagOf = (node: Node) => {
    const element = node as Element
    return `<${element.localName}${element.id ? `#${element.id}` : ''} class="${element.className}">`
  }
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root')
    if (!root) return
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') return observer.disconnect()
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          if (node.nodeType === Node.ELEMENT_NODE) rebuilt.push(tagOf(node))
        }
      }
    })
    observer.observe(root, { childList: true, subtree: true })
    observer.observe(document.documentElement, { attributeFilter: ['data-hydrated'] })
  })
}

test('every page hydrates without an error, for visitors, members and staff', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await activatedMember(browser, baseURL, 'Hydra')
  const staff = await enrolledStaff(browser, baseURL, 'admin')
  const visitor = await browser.newPage({ baseURL })
  for (const [page, paths] of [
    [visitor, visitorPages],
    [member.page, memberPages],
    [staff.page, staffPages],
  ] as const) {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    await page.addInitScript(recordRebuiltElements)
    for (const path of paths) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
      const rebuilt = await page.evaluate(() => (window as RebuiltElements).rebuiltElements ?? [])
      for (const element of rebuilt) errors.push(`${path} rebuilt while hydrating: ${element}`)
    }
    expect(errors).toEqual([])
  }
  await visitor.close()
  await member.context.close()
  await staff.context.close()
})

/** The names of the app's chunks a page requests (assets/MembersPage-<hash>.js is 'MembersPage'). */
function requestedChunks(page: Page): string[] {
  const chunks: string[] = []
  page.on('request', (request) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
    if (chunk) chunks.push(chunk)
  })
  return chunks
}

test('an idle page loads the next page a visitor likely opens: the members after login, the chat after a profile, the home page for a member', async ({
  browser,
  baseURL,
}) => {
  const visitor = await browser.newPage({ baseURL })
  const visitorChunks = requestedChunks(visitor)
  await visitor.goto('/login')
  await expect.poll(() => visitorChunks).toContain('MembersPage')
  await visitor.close()

  const seen = await activatedMember(browser, baseURL, 'Seen')
  const member = await activatedMember(browser, baseURL, 'Scout')
  const memberChunks = requestedChunks(member.page)
  await member.page.goto(`/members/${seen.id}`)
  // A member's page also loads the home page's chunk, where logging out leads (routes.tsx).
  await expect
    .poll(() => memberChunks)
    .toEqual(expect.arrayContaining(['ChatLayout', 'MemberChatPage', 'IndexPage']))
  await member.page.locator(`a[href="/members/${seen.id}/chat"]`).click()
  await expect(member.page).toHaveURL(new RegExp(`/members/${seen.id}/chat$`))
  await seen.context.close()
  await member.context.close()
})

test('what a visitor types before the page is live is kept: the login works once it is', async ({
  browser,
  baseURL,
}) => {
  const member = await activatedMember(browser, baseURL, 'Early')
  await member.context.close()
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await enterSite(page)

  // The scripts are held back, as on a slow connection, while the visitor fills in the form.
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByLabel('E-mail address').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await context.close()
})

test('a field rendered on the server names its error once the page is live: ids agree on both sides', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await enterSite(page)
  await page.goto('/login')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.getByLabel('E-mail address').fill('someone@example.com')
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Please fill in this field.',
  )
  await context.close()
})

test("the back office's texts come as one file of the page's language, and only on its pages", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'i18n_redirected', value: 'pl', url: baseURL ?? '' },
    { name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL ?? '' },
  ])
  const catalogues: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/locales/')) catalogues.push(pathname)
  })
  await page.goto('/')
  await untilHydrated(page)
  expect(catalogues).toEqual(['/locales/pl.json'])

  await page.goto('/admin/login')
  await untilHydrated(page)
  await expect(page.getByRole('heading', { name: 'Logowanie zespołu' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeEnabled()
  expect(catalogues.slice(1).sort()).toEqual(['/locales/pl.json', '/locales/staff-pl.json'])
})
