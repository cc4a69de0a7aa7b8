// @ts-check
/// <reference lib="webworker" />
// The push service worker, served as /sw-push.js?v=2 (docs/product.md §7). Plain JavaScript: the server sends
// this file as it is, with no build step, so that it is the same in development and production.

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self))

/**
 * @typedef {{ title: string, body: string, checkUrl: string, openUrl: string, tag: string }} PushPayload
 */

worker.addEventListener('install', () => {
  worker.skipWaiting()
})

// Pages opened before the worker was installed are taken over, so that a click can navigate them.
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim())
})

worker.addEventListener('push', (event) => {
  event.waitUntil(onPush(readPayload(event.data)))
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(onClick(/** @type {PushPayload} */ (event.notification.data)))
})

/** A path on this site, or the site's start page: a push can never send the member elsewhere. */
function ownPath(/** @type {unknown} */ value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/'
}

/** @returns {PushPayload} */
function readPayload(/** @type {PushMessageData | null} */ data) {
  /** @type {Record<string, unknown>} */
  let raw = {}
  try {
    raw = data ? data.json() : {}
  } catch {
    raw = { body: data ? data.text() : '' }
  }
  return {
    title: typeof raw.title === 'string' ? raw.title : worker.location.hostname,
    body: typeof raw.body === 'string' ? raw.body : '',
    checkUrl: ownPath(raw.checkUrl),
    openUrl: ownPath(raw.openUrl),
    tag: typeof raw.tag === 'string' ? raw.tag : 'push',
  }
}

function windows() {
  return worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
}

/** Every open page hears of the push (its chats and likes reload); a focused page needs no notification. */
async function onPush(/** @type {PushPayload} */ payload) {
  const pages = await windows()
  for (const page of pages) page.postMessage({ type: 'NEW_PUSH_MESSAGE', payload })
  if (pages.some((page) => page.focused)) return
  await worker.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data: payload,
    icon: '/favicon.svg',
  })
}

/** The session cookie goes along; user.php answers 200 only to a logged-in member. */
async function isLoggedIn() {
  try {
    const response = await fetch('/api/user.php', {
      credentials: 'include',
      headers: { 'X-Request-Type': 'client', accept: 'application/json' },
      cache: 'no-store',
    })
    return response.status === 200
  } catch {
    return false
  }
}

/** Logged in: the conversation or profile (checkUrl); logged out: the login (openUrl). */
async function clickTarget(/** @type {PushPayload} */ payload) {
  const path = (await isLoggedIn()) ? ownPath(payload.checkUrl) : ownPath(payload.openUrl)
  return new URL(path, worker.location.origin).href
}

/** Open pages hear of the click; the focused (or first) page goes to the target, else a new window opens. */
async function onClick(/** @type {PushPayload} */ payload) {
  const pages = await windows()
  for (const page of pages) page.postMessage({ type: 'NEW_PUSH_CLICK', payload })
  const url = await clickTarget(payload)
  const page = pages.find((candidate) => candidate.focused) ?? pages[0]
  if (page) {
    // Focusing needs the click's user activation; navigating needs a page this worker controls.
    await page.focus().catch(() => null)
    const navigated = await page.navigate(url).catch(() => null)
    if (navigated) return
  }
  await worker.clients.openWindow(url)
}
