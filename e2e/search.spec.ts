import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import type { MemberProfile } from '../src/shared/api/members.js'
import type { SearchResponse } from '../src/shared/api/search.js'
import { searchPageSize } from '../src/shared/constants.js'
import { enterSite, expect, expectAccessible, test, unique, untilHydrated } from './fixtures.js'

/** A new member of its own, signed up over the API from a separate client (the browser logs in itself). */
async function signUp(baseURL: string, email: string, password: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL })
  const response = await api.post('/api/signup.php', {
    data: { email, name: 'Robin', password, date_of_birth: '1990-05-20' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  await api.dispose()
}

async function search(api: APIRequestContext, query: Record<string, string>): Promise<SearchResponse> {
  const response = await api.get(`/api/search.php?${new URLSearchParams(query)}`)
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as SearchResponse
}

async function profile(api: APIRequestContext, id: number): Promise<MemberProfile> {
  const response = await api.get(`/api/member.php?id=${id}`)
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { member: MemberProfile }).member
}

test.describe('searching members on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('filter, scroll through pages, open a profile with a locked photo, come back, block someone', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const email = `robin.${unique()}@example.com`
    const password = 'search-password-1'
    await signUp(baseURL ?? '', email, password)

    // Logging in leads to the search, the home of members.
    await page.goto('/login')
    await enterSite(page)
    await untilHydrated(page)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible()
    const api = page.request

    // Each card offers its photo in the two sizes a tile can need; the browser takes the one its frame needs
    // and it arrives.
    const photo = page.locator('.member-grid img').first()
    await expect(photo).toHaveAttribute('srcset', /^\/cdn\/\w+-thumb\.webp 240w, \/cdn\/\w+-card\.webp 480w$/)
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/-card\.webp$/)

    // Women in the Netherlands, in the province of one of them, of her age give and take five years.
    const women = await search(api, { gender: 'female', country: 'NL' })
    const [woman] = women.results
    if (!woman) throw new Error('the demo data has no women in the Netherlands')
    const her = await profile(api, woman.id)
    if (!her.region) throw new Error(`member ${woman.id} has no region`)
    const regions = (await (await api.get('/api/regions.php?country=NL')).json()) as {
      regions: { NL: { regions: { id: number; name: string }[] } }
    }
    const region = regions.regions.NL.regions.find((r) => r.name === her.region)
    const ages = { min: Math.max(18, woman.age - 5), max: woman.age + 5 }

    // The members come first; the filters wait behind a button, which says what is searched for.
    const filterSummary = page.locator('.search-filter-summary')
    await expect(filterSummary).toHaveText('Everyone · 18–99 years · Netherlands')
    const openFilters = () => page.getByRole('button', { name: 'Filters' }).click()

    // A region outside the country: the sheet opens on it with the server's message, which stays on the page
    // once the sheet is closed.
    await page.goto('/members?country=NL&countryregion=999999')
    await untilHydrated(page)
    const refusal = 'This region is not part of the chosen country.'
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet.getByText(refusal)).toBeVisible()
    await sheet.getByRole('button', { name: 'Close' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('main').getByText(refusal)).toBeVisible()
    await page.goto('/members')
    await untilHydrated(page)

    await openFilters()
    const form = page.getByRole('dialog', { name: 'Filters' }).getByRole('form', { name: 'Search filters' })
    await form.getByLabel('Looking for').selectOption({ label: 'Women' })
    await form.getByLabel('Country').selectOption({ label: 'Netherlands' })
    await form.getByLabel('Province').selectOption({ label: her.region })
    // Ages out of order are refused before anything is asked.
    await form.getByLabel('Age from').selectOption(String(ages.max))
    await form.getByLabel('Age to').selectOption(String(ages.min))
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(form.getByText("The minimum age can't be higher than the maximum age.")).toBeVisible()
    await form.getByLabel('Age from').selectOption(String(ages.min))
    await form.getByLabel('Age to').selectOption(String(ages.max))
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(
      new RegExp(
        `gender=female&country=NL&countryregion=${region?.id}&min_age=${ages.min}&max_age=${ages.max}`,
      ),
    )
    const filtered = await search(api, {
      gender: 'female',
      country: 'NL',
      countryregion: String(region?.id),
      min_age: String(ages.min),
      max_age: String(ages.max),
    })
    expect(filtered.results.map((m) => m.id)).toContain(woman.id)
    const results = page.getByRole('list', { name: 'Search results' })
    await expect(
      page.getByRole('heading', {
        name: `${filtered.numResults} member${filtered.numResults === 1 ? '' : 's'} found`,
      }),
    ).toBeVisible()
    await expect(results.getByRole('listitem')).toHaveCount(filtered.results.length)
    await expect(results.locator(`a[href="/members/${woman.id}"]`)).toBeVisible()
    await expect(form).toBeHidden()

    // The heart on her card likes her, stays after a reload, and takes the like back.
    const heart = (label: string) => results.getByRole('button', { name: label, exact: true })
    await heart(`Like ${woman.name}`).click()
    await expect(heart(`Unlike ${woman.name}`)).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await untilHydrated(page)
    await heart(`Unlike ${woman.name}`).click()
    await expect(heart(`Like ${woman.name}`)).toHaveAttribute('aria-pressed', 'false')
    await expect(filterSummary).toHaveText(
      `Women · ${ages.min}–${ages.max} years · Netherlands · ${her.region}`,
    )

    // Everyone, everywhere: more than a page, the next one loads on scrolling.
    await openFilters()
    await form.getByLabel('Looking for').selectOption({ label: 'Everyone' })
    await form.getByLabel('Country').selectOption({ label: 'All countries' })
    await form.getByLabel('Age from').selectOption('18')
    await form.getByLabel('Age to').selectOption('99')
    await form.getByRole('button', { name: 'Search' }).click()
    const everyone = await search(api, {})
    expect(everyone.numResults).toBeGreaterThan(searchPageSize)
    await expect(page.getByRole('heading', { name: `${everyone.numResults} members found` })).toBeVisible()
    await expect(results.getByRole('listitem')).toHaveCount(searchPageSize)
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded()
    await expect(results.getByRole('listitem')).toHaveCount(Math.min(everyone.numResults, 2 * searchPageSize))

    // A member with a private photo, which a free member sees blurred. The journeys before this one signed
    // up members of their own, who come first in the search, so it may take more pages to find one.
    const pages = Math.ceil(everyone.numResults / searchPageSize)
    let locked: MemberProfile | null = null
    let lockedPage = 1
    for (let number = 1; number <= pages && !locked; number += 1) {
      const found = number === 1 ? everyone : await search(api, { page: String(number) })
      // A page's profiles at once: on a busy machine, one after another took most of the test's time.
      const profiles = await Promise.all(found.results.map((member) => profile(api, member.id)))
      locked = profiles.find((full) => full.photos.some((photo) => photo.locked)) ?? null
      if (locked) lockedPage = number
    }
    if (!locked) throw new Error('no generated member has a private photo')
    // Activity ranks by the minute: a member whose minute turned since the API was asked may have moved a page
    // on, so pages load until the card shows.
    const lockedCard = results.locator(`a[href="/members/${locked.id}"]`)
    for (
      let number = 3;
      number <= pages && (number <= lockedPage || (await lockedCard.count()) === 0);
      number += 1
    ) {
      await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded()
      await expect(results.getByRole('listitem')).toHaveCount(
        Math.min(everyone.numResults, number * searchPageSize),
      )
    }
    const loaded = await results.getByRole('listitem').count()
    await lockedCard.click()
    await expect(page).toHaveURL(new RegExp(`/members/${locked.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${locked.name}, ${locked.age}`)
    await expect(page).toHaveTitle(`${locked.name}, ${locked.age} | Amora`)
    const lockedIndex = locked.photos.findIndex((photo) => photo.locked)
    const total = locked.photos.length
    const thumb = page.getByRole('button', { name: `Private photo ${lockedIndex + 1} of ${total}` })
    await expect(thumb).toBeVisible()
    await expect(thumb.locator('img')).toHaveAttribute('src', locked.photos[lockedIndex]?.thumb_url ?? '')
    await expect(page.getByText('This feature is only available for premium members.')).toBeVisible()
    // Premium is offered in a modal that offers to buy credits.
    await page.getByRole('main').getByRole('button', { name: 'Get Premium' }).click()
    const offer = page.getByRole('dialog', { name: 'Only for premium members' })
    await expect(offer.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits')
    await expectAccessible(page, 'premium offer')
    await page.keyboard.press('Escape')
    await expect(offer).toBeHidden()

    // The gallery opens on the photo and shows the offer over the blurred picture; Escape closes it.
    await thumb.click()
    const gallery = page.getByRole('dialog', { name: `Photos of ${locked.name}` })
    await expect(gallery).toBeVisible()
    const slide = gallery.locator('.carousel-item.active')
    await expect(slide.getByText(`Photo ${lockedIndex + 1} of ${total}`)).toBeVisible()
    await expect(slide.getByText('This feature is only available for premium members.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(gallery).toBeHidden()

    // Back to the same search: filters, both pages and the place in the list are kept.
    await page.goBack()
    await expect(page).toHaveURL(/\/members\?gender=&country=&countryregion=&min_age=18&max_age=99$/)
    await expect(page.getByRole('heading', { name: `${everyone.numResults} members found` })).toBeVisible()
    // The place is kept near the end of the list, where the next page may load by itself as it comes into view.
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThanOrEqual(loaded)
    await expect(lockedCard).toBeVisible()
    await expect(filterSummary).toHaveText('Everyone · 18–99 years · All countries')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // Blocking someone takes them out of the search: the first member shown now (the order of the API's
    // answer above may have changed with the minute).
    const firstHref = await results
      .getByRole('listitem')
      .first()
      .locator('a[href^="/members/"]')
      .first()
      .getAttribute('href')
    const first = await profile(api, Number(firstHref?.split('/').pop()))
    await results.locator(`a[href="/members/${first.id}"]`).click()
    await page.getByRole('button', { name: `Block ${first.name}` }).click()
    const confirm = page.getByRole('dialog', { name: `Block ${first.name}?` })
    await confirm.getByRole('button', { name: 'Block', exact: true }).click()
    await expect(page).toHaveURL(/\/members\?gender=&country=&countryregion=&min_age=18&max_age=99$/)
    await expect(page.getByRole('alert').filter({ hasText: `You blocked ${first.name}.` })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: `${everyone.numResults - 1} members found` }),
    ).toBeVisible()
    await expect(results.locator(`a[href="/members/${first.id}"]`)).toHaveCount(0)
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded()
    await expect(results.getByRole('listitem')).toHaveCount(
      Math.min(everyone.numResults - 1, 2 * searchPageSize),
    )
    await expect(results.locator(`a[href="/members/${first.id}"]`)).toHaveCount(0)

    // Leave the other member as they were.
    const unblock = await api.delete('/api/block.php', { data: { member: first.id } })
    expect(unblock.ok()).toBe(true)
  })
})
