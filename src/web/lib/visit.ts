import { checkedValue, landingPathRule } from '#shared/tracking.js'
import { trackingFromSearch } from './tracking.js'
import { bounceMark, visitKey } from './visitMark.js'

// The visit's id is kept in sessionStorage, never in a cookie
// (docs/decisions/0035-visits-counted-first-party-postbacks-queued-with-the-event.md).
const endpoint = '/api/visit.php'

function store(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Counts this visit once per tab: the path and the click ids of the landing URL go to our own server, which
 * answers the visit's id. With `lb` in the URL, leaving the page before a signup step marks it bounced.
 */
export function sendVisit(search: string, pathname: string): void {
  const storage = store()
  if (!storage || storage.getItem(visitKey) !== null) return
  storage.setItem(visitKey, '')
  const logBounce = new URLSearchParams(search).has('lb')
  const body = {
    ...trackingFromSearch(search),
    path: checkedValue(pathname, landingPathRule) ?? '/',
    ...(logBounce ? { lb: true } : {}),
  }
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ visit: string }>) : null))
    .then((answer) => {
      if (!answer) return
      storage.setItem(visitKey, logBounce ? bounceMark + answer.visit : answer.visit)
      if (logBounce) document.addEventListener('visibilitychange', () => sendBounce(storage))
    })
    .catch(() => undefined)
}

function sendBounce(storage: Storage): void {
  const value = storage.getItem(visitKey)
  if (document.visibilityState !== 'hidden' || !value?.startsWith(bounceMark)) return
  const visit = value.slice(bounceMark.length)
  storage.setItem(visitKey, visit)
  navigator.sendBeacon(endpoint, JSON.stringify({ visit, bounced: true }))
}
