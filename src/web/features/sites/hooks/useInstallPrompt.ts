import { useSyncExternalStore } from 'react'
import { isStandalone } from '#web/lib/localFlags.js'

/** Chromium's install event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

function changed(event: InstallPromptEvent | null) {
  deferred = event
  for (const listener of listeners) listener()
}

// Listening from the module's first import: the browser fires the event once, maybe before React renders.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app offers installing in its own menu instead of the browser's mini-infobar.
    event.preventDefault()
    changed(event as InstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => changed(null))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Installs the app, or null when the browser offers no install (or the app already runs installed). */
export function useInstallPrompt(): (() => void) | null {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  )
  if (!event || isStandalone()) return null
  return () => {
    // An install prompt can be shown only once; the browser fires a new event if it may ask again.
    changed(null)
    void event.prompt()
  }
}
