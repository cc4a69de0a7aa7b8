import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type englishCatalogue from '../src/shared/i18n/locales/en.json'
import { enterSite, expect, expectAccessible, test, unique, untilHydrated } from './fixtures.js'

const en = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../src/shared/i18n/locales/en.json'), 'utf8'),
  ) as typeof englishCatalogue
).landers

/** The e2e server keeps its SQLite database in <E2E_DATA_DIR>/amora.sqlite; the journeys read it. */
function database() {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return new Database(join(dataDir, 'amora.sqlite'), { readonly: true, fileMustExist: true })
}

interface TrackingRow {
  network: string | null
  ref: string | null
  sub1: string | null
  sub2: string | null
  sub3: string | null
  landing_path: string | null
}

function trackingOf(email: string): TrackingRow | undefined {
  const db = database()
  try {
    return db
      .prepare(
        'select t.network, t.ref, t.sub1, t.sub2, t.sub3, t.landing_path from tracking_data t join users u on u.id = t.user_id where u.email = ?',
      )
      .get(email) as TrackingRow | undefined
  } finally {
    db.close()
  }
}

/** A member the landers show: visible, with a photo, in the Netherlands (where a local visitor lands). */
function visibleMember(): { id: number; name: string } {
  const db = database()
  try {
    const row = db
      .prepare(
        `select p.user_id as id, p.name from profiles p join users u on u.id = p.user_id
         where p.searchable = 1 and p.has_photo = 1 and p.status = 'active' and u.status = 'active' and p.country = 'NL'
         order by p.last_active_at desc limit 1`,
      )
      .get() as { id: number; name: string } | undefined
    if (!row) throw new Error('the demo data has no visible member in NL')
    return row
  } finally {
    db.close()
  }
}

async function createAccount(scope: Page | ReturnType<Page['getByRole']>, email: string, name: string) {
  await scope.getByLabel('E-mail address').fill(email)
  await scope.getByLabel('Username').fill(name)
  await scope.getByLabel('Password', { exact: true }).fill('lander-password-1')
  await scope.getByLabel('Day', { exact: true }).selectOption('12')
  await scope.getByLabel('Month', { exact: true }).selectOption('5')
  await scope.getByLabel('Year', { exact: true }).selectOption('1988')
  await scope.getByRole('button', { name: 'Create my free account' }).click()
  await expect(scope.getByRole('heading', { name: 'Add a photo' })).toBeVisible()
}

test.describe('landers on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a visitor lands on adultonly with tracking, signs up in the modal, and the signup keeps the tracking', async ({
    page,
  }) => {
    const email = `lander.${unique()}@example.com`
    await page.goto('/landers/adultonly?network=aff1&ref=r2&sub1=s1')
    await untilHydrated(page)
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(en.adultonly.headline) }),
    ).toBeVisible()
    // Real members of the visitor's country, server-rendered.
    const member = visibleMember()
    await expect(page.getByText(`${member.name}, `).first()).toBeVisible()

    await page.getByRole('link', { name: en.adultonly.cta }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Sign up free' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/landers\/adultonly\?network=aff1&ref=r2&sub1=s1&signup=1$/)
    await createAccount(dialog, email, `Lander${Math.floor(Math.random() * 1e5)}`)

    expect(trackingOf(email)).toEqual({
      network: 'aff1',
      ref: 'r2',
      sub1: 's1',
      sub2: null,
      sub3: null,
      landing_path: '/landers/adultonly',
    })
  })

  test('the swipe lander: nope shows the next member, a like asks to sign up', async ({ page }) => {
    await page.goto('/landers/tinderswipe')
    await untilHydrated(page)
    // With a mouse the arrow keys are named; a touch screen's hint is left out.
    await expect(page.getByText(en.tinderswipe.hint)).toBeVisible()
    await expect(page.getByText(en.tinderswipe.hint_touch)).toBeHidden()
    const stack = page.getByRole('region', { name: en.tinderswipe.stack_label })
    const first = await stack.getByRole('article').getAttribute('aria-label')
    await page.getByRole('button', { name: new RegExp(`^${en.tinderswipe.nope}:`) }).click()
    await expect(stack.getByRole('article')).not.toHaveAttribute('aria-label', first ?? '')
    const second = (await stack.getByRole('article').getAttribute('aria-label')) ?? ''
    await stack.focus()
    await page.keyboard.press('ArrowRight')
    const name = second.split(',')[0] ?? ''
    await expect(
      page.getByRole('heading', { name: en.tinderswipe.liked_title.replace('{{name}}', name) }),
    ).toBeVisible()
    await expect(page.getByRole('status').getByRole('link', { name: en.cta })).toHaveAttribute(
      'href',
      '/signup',
    )
  })

  test('the map lander lists regions and opens a region with its name above the headline', async ({
    page,
  }) => {
    await page.goto('/landers/maplanding?network=map1')
    const regions = page.getByRole('navigation', { name: en.maplanding.regions_title })
    const first = regions.getByRole('link').first()
    const regionName = (await first.locator('span').first().textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/landers\/maplanding\/[a-z-]+\?network=map1$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(regionName)
    await expect(regions.getByRole('link', { name: new RegExp(regionName) })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

for (const width of [390, 1280]) {
  test(`a lander ends with the legal pages, the disclosure and the company, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/landers/gallery?network=foot1')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Amora is for adults aged 18 and over')
    await expect(footer).toContainText('fictional profiles')
    await expect(footer).toContainText('Amora Demo B.V., Keizersgracht 123')
    const legal = footer.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link')).toHaveCount(7)
    // Below the lander: the first screen is the lander's own.
    const box = await footer.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThan(844)
    await expectAccessible(page, `lander with its footer at ${width} px`)
    await legal.getByRole('link', { name: 'Terms and conditions' }).click()
    await expect(page).toHaveURL(/\/pages\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms')
  })
}

test.describe('member landing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a visitor opens a member landing with tracking, signs up on the signup page, and keeps the tracking', async ({
    page,
  }) => {
    const member = visibleMember()
    const email = `landing.${unique()}@example.com`
    await page.goto(`/members/${member.id}/landing3/flirt?network=aff2&ref=r9&sub3=x.3`)
    await untilHydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: `Flirt with ${member.name}` })).toBeVisible()
    await page.getByRole('link', { name: `Chat with ${member.name}` }).click()
    // On a phone the call to action opens the signup page, not a modal.
    await expect(page).toHaveURL(/\/signup\?network=aff2&ref=r9&sub3=x\.3$/)
    // The signup page is in the default layout, whose first visit asks to confirm the adult warning.
    await enterSite(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await createAccount(page.getByRole('main'), email, `Phone${Math.floor(Math.random() * 1e5)}`)

    expect(trackingOf(email)).toEqual({
      network: 'aff2',
      ref: 'r9',
      sub1: null,
      sub2: null,
      sub3: 'x.3',
      landing_path: `/members/${member.id}/landing3/flirt`,
    })
  })

  test('the swipe lander names no keys on a touch screen', async ({ page }) => {
    await page.goto('/landers/tinderswipe')
    await expect(page.getByText(en.tinderswipe.hint_touch)).toBeVisible()
    await expect(page.getByText(en.tinderswipe.hint)).toBeHidden()
  })

  test('an unknown member landing is the 404 page', async ({ page }) => {
    const response = await page.goto('/members/987654321/landing')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
})
