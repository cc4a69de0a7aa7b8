import { expect, mailedLink, test, unique, untilHydrated } from './fixtures.js'

test.describe('invisible mode', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a member who turns invisible disappears from another member’s search and profile view', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    // Wilhelmina: an activated member of an age no generated member has, so a search can single her out.
    const started = Date.now()
    const email = `wilhelmina.${unique()}@example.com`
    const signup = await page.request.post('/api/signup.php', {
      data: { email, name: 'Wilhelmina', password: 'invisible-password-1', date_of_birth: '1928-02-02' },
    })
    expect(signup.ok(), await signup.text()).toBe(true)
    const wilhelminaId = ((await signup.json()) as { user: { id: number } }).user.id
    await page.goto(await mailedLink(email, '/activate', started))
    await expect(page).toHaveURL(/\/activate\/done$/)
    const own = await (await page.request.get('/api/profile.php')).json()
    const country = (own as { profile: { country: string } }).profile.country
    const age =
      new Date().getFullYear() - 1928 - (new Date() < new Date(new Date().getFullYear(), 1, 2) ? 1 : 0)

    // Robin, another member in a browser of their own, finds her.
    const robin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
    const robinPage = await robin.newPage()
    const robinSignup = await robinPage.request.post('/api/signup.php', {
      data: {
        email: `robin.${unique()}@example.com`,
        name: 'Robin',
        password: 'invisible-password-2',
        date_of_birth: '1990-05-20',
      },
    })
    expect(robinSignup.ok(), await robinSignup.text()).toBe(true)
    const searchUrl = `/members?country=${country}&min_age=95&max_age=99`
    await robinPage.goto(searchUrl)
    await expect(robinPage.getByText(`Wilhelmina, ${age}`)).toBeVisible()

    // She turns invisible in her settings.
    await page.goto('/profile/settings')
    await untilHydrated(page)
    const invisible = page.getByRole('region', { name: 'Invisible mode' })
    await invisible.getByLabel('Invisible mode').check()
    await expect(invisible.getByRole('status')).toHaveText('You are invisible now.')

    // Robin no longer finds her, and her profile is gone for him.
    await robinPage.goto(searchUrl)
    await expect(robinPage.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible()
    await expect(robinPage.getByText(`Wilhelmina, ${age}`)).toHaveCount(0)
    const view = await robinPage.goto(`/members/${wilhelminaId}`)
    expect(view?.status()).toBe(404)

    await robin.close()
  })
})
