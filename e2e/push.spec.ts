import type { Page } from '@playwright/test'
import { type LocalPushService, startPushService } from '../src/server/test/pushService.js'
import type { PushPayload } from '../src/shared/api/push.js'
import { activatedMember, expect, test } from './fixtures.js'

// Any free port unless told (the endpoint names it); the e2e server trusts the service's certificate
// (playwright.config.ts).
const pushServicePort = Number(process.env.E2E_PUSH_PORT ?? 0)

type WorkerMessage = { type: string; payload: PushPayload }

/** Collects what the service worker posts to this page, as the app's own listener hears it. */
async function listenToWorker(page: Page) {
  await page.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(window, { pushMessagesSeen: seen })
    navigator.serviceWorker.addEventListener('message', (event) => {
      seen.push(event.data)
      // Kept across the navigation a click makes.
      window.sessionStorage.setItem('lastWorkerMessage', JSON.stringify(event.data))
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { pushMessagesSeen: WorkerMessage[] }).pushMessagesSeen)
}

/** The id DevTools knows the site's worker registration by (its scope is the site root). */
async function workerRegistrationId(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.get(`${origin}/`) ?? null).not.toBeNull()
  return { cdp, registrationId: registrations.get(`${origin}/`) as string }
}

test.describe('web push', () => {
  let service: LocalPushService
  test.beforeAll(async () => {
    service = await startPushService(pushServicePort)
  })
  test.afterAll(async () => {
    await service.close()
  })

  test('A push test with a real service worker in Chromium receives a push sent by the server through a local push endpoint', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const origin = new URL(baseURL ?? '').origin
    const bea = await activatedMember(browser, baseURL, 'Beatrix')
    const arno = await activatedMember(browser, baseURL, 'Arnoud')

    // The app registers the real worker on every page, at the site root.
    await bea.page.goto('/members')
    const scriptURL = await bea.page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    )
    expect(scriptURL).toBe(`${origin}/sw-push.js?v=2`)

    // Chromium here cannot reach a vendor's push service: Bea's browser subscription is one the test
    // holds the keys of, pointing at the local push service; it is registered through the real call.
    const subscriber = service.subscriber(`bea-${bea.id}`)
    const status = await bea.page.evaluate(
      async (subscription) => {
        const response = await fetch('/api/user.php?push=1', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
          body: JSON.stringify({ subscription }),
        })
        return response.status
      },
      { endpoint: subscriber.endpoint, keys: subscriber.keys },
    )
    expect(status).toBe(200)
    const messagesSeen = await listenToWorker(bea.page)

    // Arno likes Bea: the server encrypts a push for her browser and posts it to the push service.
    const like = await arno.page.request.post('/api/like.php', { data: { member: bea.id } })
    expect(like.ok(), await like.text()).toBe(true)
    const endpointPath = new URL(subscriber.endpoint).pathname
    await expect.poll(() => service.received.filter((push) => push.path === endpointPath).length).toBe(1)
    const push = service.received.find((push) => push.path === endpointPath)
    expect(push?.headers['content-encoding']).toBe('aes128gcm')
    const text = subscriber.decrypt(push?.body ?? Buffer.alloc(0))
    const payload = JSON.parse(text) as PushPayload
    expect(payload).toEqual({
      title: 'Arnoud likes you',
      body: "Take a look at Arnoud's profile.",
      checkUrl: `/members/${arno.id}`,
      openUrl: '/login',
      tag: `like-${arno.id}`,
    })

    // The push service's part: deliver the decrypted message to the browser's real service worker.
    const { cdp, registrationId } = await workerRegistrationId(bea.page, origin)
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: text })
    await expect.poll(messagesSeen).toContainEqual({ type: 'NEW_PUSH_MESSAGE', payload })
    // Bea looks at the page: the worker shows no notification of its own.
    const shown = await bea.page.evaluate(async () =>
      (await navigator.serviceWorker.ready).getNotifications(),
    )
    expect(shown).toEqual([])

    // A click on the notification (the worker's own handler, run in the worker): the logged-in member's
    // page goes to checkUrl, and hears of the click first.
    const [worker] = bea.context.serviceWorkers()
    const click = (data: PushPayload) =>
      worker?.evaluate(
        (p) => (self as unknown as { onClick(p: PushPayload): Promise<void> }).onClick(p),
        data,
      )
    await click(payload)
    await expect(bea.page).toHaveURL(`${origin}/members/${arno.id}`)
    const heard = await bea.page.evaluate(() => window.sessionStorage.getItem('lastWorkerMessage'))
    expect(JSON.parse(heard ?? 'null')).toEqual({ type: 'NEW_PUSH_CLICK', payload })
    // Logged out on this device, the click opens openUrl instead.
    expect((await bea.page.request.get('/api/logout.php')).ok()).toBe(true)
    await click(payload)
    await expect(bea.page).toHaveURL(`${origin}/login`)

    // With no page of the site open, the same push shows a notification (notifications allowed).
    await bea.context.grantPermissions(['notifications'], { origin })
    const blank = await bea.context.newPage()
    const elsewhere = await workerRegistrationId(blank, origin)
    await bea.page.close()
    await elsewhere.cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: text })
    const later = await bea.context.newPage()
    await later.goto('/pages/faq')
    await expect
      .poll(() =>
        later.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
            n.title,
            n.body,
            n.tag,
          ]),
        ),
      )
      .toEqual([[payload.title, payload.body, payload.tag]])
  })

  test('the push offer in the members area: a refused permission leaves push denied, and closing hides the offer', async ({
    browser,
    baseURL,
  }) => {
    const cleo = await activatedMember(browser, baseURL, 'Cleo')
    await cleo.page.goto('/members')
    // A new member's welcome bonus comes first among the prompts, which show one at a time: closed, it leaves
    // its place to the push offer.
    const offer = cleo.page.getByRole('alert').filter({ hasText: 'Never miss a message' })
    await expect(offer).toBeHidden()
    await cleo.page
      .getByRole('complementary', { name: 'Welcome bonus' })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'Turn on notifications' }).click()
    const refused = cleo.page
      .getByRole('alert')
      .filter({ hasText: 'Notifications are blocked for this site' })
    await expect(refused).toBeVisible()
    await refused.getByRole('button', { name: 'Close' }).click()
    await expect(refused).toBeHidden()
    const flag = await cleo.page.evaluate(() => window.localStorage.getItem('hide-push-notification-alert'))
    expect(flag).toMatch(/^\{"at":\d+\}$/)

    await cleo.page.reload()
    await expect(cleo.page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(cleo.page.getByText('Never miss a message')).toHaveCount(0)
  })
})
