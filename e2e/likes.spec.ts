import type { Page } from '@playwright/test'
import { activatedMember, expect, test, untilHydrated } from './fixtures.js'

const likesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Likes/ })

test.describe('likes and matches', () => {
  test('a like, the new-like badge, liking back to a match and the badge clearing', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const annelie = await activatedMember(browser, baseURL, 'Annelie')
    const bartho = await activatedMember(browser, baseURL, 'Bartholomew')

    // Annelie likes Bartholomew on his profile.
    await annelie.page.goto(`/members/${bartho.id}`)
    await untilHydrated(annelie.page)
    await annelie.page.getByRole('button', { name: 'Like', exact: true }).click()
    await expect(annelie.page.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Bartholomew sees the badge and Annelie's card, marked new, on his likes page.
    await bartho.page.goto('/likes')
    await expect(likesLink(bartho.page).getByLabel('1 new like', { exact: true })).toBeVisible()
    const received = bartho.page.getByRole('list', { name: 'All' }).getByRole('listitem')
    await expect(received).toHaveCount(1)
    await expect(received.first()).toContainText('Annelie, 36')
    await expect(received.first()).toContainText('New')
    await expect(received.first().getByRole('link', { name: 'Annelie likes you' })).toBeVisible()
    await bartho.page.getByRole('link', { name: /Liked you/ }).click()
    await expect(bartho.page).toHaveURL(/\/likes\/received$/)
    await expect(bartho.page.getByRole('list', { name: 'Liked you' }).getByRole('listitem')).toHaveCount(1)

    // He opens her profile from there: the like is no longer new and the badge goes.
    await bartho.page.getByRole('link', { name: /Annelie, 36/ }).click()
    await expect(bartho.page).toHaveURL(new RegExp(`/members/${annelie.id}$`))
    await expect(likesLink(bartho.page)).toHaveText('Likes')
    await expect(bartho.page.getByLabel(/new like/)).toHaveCount(0)

    // He likes her back: it's a match, and the modal's button opens her profile.
    await bartho.page.getByRole('button', { name: 'Like back' }).click()
    const modal = bartho.page.getByRole('dialog', { name: 'New like!' })
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('You and Annelie like each other.')
    await expect(bartho.page.getByText("It's a match")).toBeVisible()
    await bartho.page.goto('/likes/matches')
    await expect(bartho.page.getByRole('list', { name: 'Matches' })).toContainText('Annelie, 36')
    await bartho.page.goto(`/likes/m/${annelie.id}`)
    await expect(bartho.page.getByRole('heading', { name: 'You and Annelie like each other' })).toBeVisible()

    // Annelie finds the match among her likes.
    await annelie.page.goto('/likes/matches')
    const matches = annelie.page.getByRole('list', { name: 'Matches' })
    await expect(matches.getByRole('listitem')).toHaveCount(1)
    await expect(matches).toContainText('Bartholomew, 36')

    // An unknown list type is no page.
    const unknown = await annelie.page.goto('/likes/everything')
    expect(unknown?.status()).toBe(404)

    await annelie.context.close()
    await bartho.context.close()
  })

  test('the match modal opens the profile from its button and closes on a click elsewhere', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const cora = await activatedMember(browser, baseURL, 'Coralie')
    const dirk = await activatedMember(browser, baseURL, 'Dirkjan')
    const like = await cora.page.request.post('/api/like.php', { data: { member: dirk.id } })
    expect(like.ok(), await like.text()).toBe(true)

    await dirk.page.goto(`/members/${cora.id}`)
    await untilHydrated(dirk.page)
    await dirk.page.getByRole('button', { name: 'Like back' }).click()
    const modal = dirk.page.getByRole('dialog', { name: 'New like!' })
    await expect(modal).toBeVisible()
    // Without a photo, her initial, as her profile shows it.
    await expect(modal.locator('.match-modal-nophoto')).toHaveText('C')
    await modal.getByText('You and Coralie like each other.').click()
    await expect(modal).toBeHidden()

    await dirk.page.getByRole('button', { name: 'Unlike Coralie' }).click()
    await expect(dirk.page.getByRole('button', { name: 'Like back' })).toBeVisible()
    await dirk.page.getByRole('button', { name: 'Like back' }).click()
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: "View Coralie's profile" }).click()
    await expect(dirk.page).toHaveURL(new RegExp(`/members/${cora.id}$`))
    await expect(modal).toBeHidden()
    await expect(dirk.page.getByRole('heading', { level: 1, name: /Coralie, 36/ })).toBeVisible()

    await cora.context.close()
    await dirk.context.close()
  })

  test('visitors are asked to log in to like', async ({ browser, baseURL }) => {
    const ellie = await activatedMember(browser, baseURL, 'Ellie')
    const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
    const page = await visitor.newPage()
    await page.goto(`/members/${ellie.id}`)
    await expect(page.getByRole('link', { name: "Login to like Ellie's profile" })).toBeVisible()
    await ellie.context.close()
    await visitor.close()
  })

  test('a member likes from a member landing; a visitor there is asked to log in', async ({
    browser,
    baseURL,
  }) => {
    const hanna = await activatedMember(browser, baseURL, 'Hanna')
    const ivo = await activatedMember(browser, baseURL, 'Ivo')

    const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/members/${hanna.id}/landing3`)
    await expect(visitorPage.getByRole('link', { name: "Login to like Hanna's profile" })).toHaveAttribute(
      'href',
      '/signup',
    )

    await ivo.page.goto(`/members/${hanna.id}/landing3`)
    await untilHydrated(ivo.page)
    const like = ivo.page.getByRole('button', { name: 'Like Hanna' })
    await like.click()
    await expect(ivo.page.getByRole('button', { name: 'Unlike Hanna' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await hanna.page.goto('/likes/received')
    const received = hanna.page.getByRole('list', { name: 'Liked you' }).getByRole('listitem')
    await expect(received).toHaveCount(1)
    await expect(received.first()).toContainText('Ivo')

    await visitor.close()
    await hanna.context.close()
    await ivo.context.close()
  })
})

test.describe('the swipe game', () => {
  test('four likes a day, then the server’s message and no further like', async ({ browser, baseURL }) => {
    test.setTimeout(90_000)
    const fenna = await activatedMember(browser, baseURL, 'Fenna')
    const { page } = fenna
    await page.goto('/swipe-game')
    await untilHydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible()
    await expect(page.getByText('4 likes left today')).toBeVisible()

    // The first like by dragging the card to the right, with the mouse.
    const card = page.locator('.sg-card-top')
    const box = await card.boundingBox()
    if (!box) throw new Error('no swipe card')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 })
    await page.mouse.move(box.x + box.width / 2 + 220, box.y + box.height / 2, { steps: 4 })
    await page.mouse.up()
    await expect(page.getByText('3 likes left today')).toBeVisible()

    // A short drag springs back; the arrow keys pass and like.
    const name = await card.getAttribute('aria-label')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 3 })
    await page.mouse.up()
    await expect(card).toHaveAttribute('aria-label', name ?? '')
    await page.keyboard.press('ArrowLeft')
    await expect(card).not.toHaveAttribute('aria-label', name ?? '')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText('2 likes left today')).toBeVisible()

    for (const left of ['1 like left today', '0 likes left today']) {
      await page.getByRole('button', { name: /^Like / }).click()
      await expect(page.getByText(left)).toBeVisible()
    }

    // The fifth like: the server says no, and the heart stays off.
    let likesSent = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/like.php') && request.method() === 'POST') likesSent++
    })
    await page.getByRole('button', { name: /^Like / }).click()
    await expect(page.getByRole('alert')).toHaveText(
      "You've used your 4 swipe likes for today. Come back tomorrow for new ones.",
    )
    await expect(page.getByRole('button', { name: /^Like / })).toBeDisabled()
    await page.keyboard.press('ArrowRight')
    expect(likesSent).toBe(1)
    await fenna.context.close()
  })
})

test.describe('auto-like', () => {
  test('the t parameter shows the like modal after that many seconds, then the likes reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const gijs = await activatedMember(browser, baseURL, 'Gijsbert')
    const { page } = gijs
    const auto = await page.request.get('/api/auto-like.php', { headers: { 'x-request-type': 'client' } })
    expect(auto.ok(), await auto.text()).toBe(true)
    // The e2e server's demo members (playwright.config.ts) hold a fictional member of the new member's
    // country, so the server's own choice is what the modal shows.
    const profile = ((await auto.json()) as { profile: { name: string } | null }).profile
    if (!profile)
      throw new Error('auto-like.php chose nobody: the demo members need a fictional member in NL')
    const likesLoads: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/likes.php')) likesLoads.push(Date.now())
    })

    await page.goto('/likes?t=3')
    const modal = page.getByRole('dialog', { name: 'New like!' })
    await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible()
    await expect(modal).toBeHidden()
    await expect(modal).toBeVisible({ timeout: 15_000 })
    await expect(modal).toContainText(`${profile.name} likes you.`)
    const loadsAtModal = likesLoads.length
    await expect.poll(() => likesLoads.length).toBeGreaterThan(loadsAtModal)
    await gijs.context.close()
  })
})
