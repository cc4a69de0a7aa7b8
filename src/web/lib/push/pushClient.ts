import { type PushWorkerMessage, pushWorkerUrl } from '#shared/pushWorker.js'
import { getPushState, setPushState } from './pushState.js'
import { postPushSubscription } from './subscribePush.js'

/**
 * How asking for push ended: on, refused by the member (docs/product.md §8), not now, or not possible here.
 */
export type PushOutcome = 'subscribed' | 'denied' | 'dismissed' | 'unsupported'

/** Service workers, the Push API and notifications, on a secure page (https, or localhost). */
export function isPushCapable(): boolean {
  if (typeof window === 'undefined' || !window.isSecureContext) return false
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** The VAPID public key as the Push API takes it: base64url text to bytes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/')
  const binary = window.atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function isWorkerMessage(data: unknown): data is PushWorkerMessage {
  if (typeof data !== 'object' || data === null) return false
  const { type, payload } = data as { type?: unknown; payload?: unknown }
  return (type === 'NEW_PUSH_MESSAGE' || type === 'NEW_PUSH_CLICK') && typeof payload === 'object'
}

// One listener per page, however often the worker is started (React runs effects twice in development).
let listening = false

function onWorkerMessage(event: MessageEvent) {
  if (!isWorkerMessage(event.data) || event.data.type !== 'NEW_PUSH_MESSAGE') return
  setPushState({ lastMessage: { ...event.data.payload, receivedAt: Date.now() } })
}

/**
 * Registers /sw-push.js?v=2 (docs/product.md §7) and listens to what it posts: every NEW_PUSH_MESSAGE becomes
 * the last message, which reloads chats and likes. Answers the registration, or null where push is missing.
 */
export async function startPushWorker(publicKey: string | null): Promise<ServiceWorkerRegistration | null> {
  if (!isPushCapable()) {
    setPushState({ isCapable: false, isSubscribed: false })
    return null
  }
  setPushState({ isCapable: true })
  if (!listening) {
    listening = true
    navigator.serviceWorker.addEventListener('message', onWorkerMessage)
  }
  const registration = await navigator.serviceWorker.register(pushWorkerUrl, { scope: '/' })
  await readSubscription(registration, publicKey)
  return registration
}

/**
 * What this browser has now: a subscription, none, or notifications blocked for the site. A subscription
 * made for another public key (the installation's keys were replaced) can no longer receive anything: it
 * is dropped, and the member is offered push again.
 */
async function readSubscription(registration: ServiceWorkerRegistration, publicKey: string | null) {
  if (Notification.permission === 'denied') {
    setPushState({ isSubscribed: 'denied' })
    return
  }
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && publicKey && !madeFor(subscription, publicKey)) {
    await subscription.unsubscribe()
    subscription = null
  }
  setPushState({ isSubscribed: subscription ? subscription.toJSON() : false })
}

function madeFor(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey
  if (!key) return true
  const expected = applicationServerKey(publicKey)
  const actual = new Uint8Array(key)
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i])
}

/**
 * The browser's subscription is told to the server again for the member now logged in: it may have
 * been made for another member on this device, or be missing on the server after a push service
 * withdrew it.
 */
export async function syncSubscription(): Promise<void> {
  const { isSubscribed } = getPushState()
  if (!isSubscribed || isSubscribed === 'denied') return
  await postPushSubscription(isSubscribed)
}

/** The push offer's button and the signup step: permission, subscription, then the server. */
export async function turnOnPush(publicKey: string): Promise<PushOutcome> {
  if (!isPushCapable()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') {
    setPushState({ isSubscribed: 'denied' })
    return 'denied'
  }
  if (permission !== 'granted') return 'dismissed'
  try {
    const registration = await navigator.serviceWorker.ready
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    })
    const json = subscription.toJSON()
    await postPushSubscription(json)
    setPushState({ isSubscribed: json })
    return 'subscribed'
  } catch (error) {
    // docs/product.md §8: a failed subscription with notifications refused leaves the state at denied.
    if (Notification.permission === 'denied') {
      setPushState({ isSubscribed: 'denied' })
      return 'denied'
    }
    throw error
  }
}
