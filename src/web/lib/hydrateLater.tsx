import { type ReactNode, Suspense, useState } from 'react'
import { browserRenderer } from './browserRenderer.js'

/**
 * Hydration in turns. Preact hydrates a page in one task; on a search page most of that task is the cards
 * below the first screen, and a phone's browser can answer no tap while it runs. A part wrapped in
 * `HydrateLater` is left as the server drew it while the page hydrates (Preact keeps the markup of a part
 * that suspends during hydration) and is hydrated in a task of its own afterwards, one turn after another.
 * React DOM (Vite's dev server, tests) and the server render the parts at once.
 *
 * A deferred part must draw exactly one element (Preact keeps one node for it) and must not ask for element
 * ids: those are counted in the order hydration meets them (elementId.ts).
 */
const deferring = typeof window !== 'undefined' && browserRenderer === 'preact'

let hydrating = false
let settled = false
const settledListeners: (() => void)[] = []
interface Turn {
  done: boolean
  promise: Promise<void>
}
const turns: Turn[] = []

/**
 * Hydrates the page with `hydrate`; the parts it meets in `HydrateLater` wait for their turns. A page the
 * server did not draw (`fromServer` false) is drawn whole at once.
 */
export function hydrateInTurns(hydrate: () => void, fromServer = true): void {
  hydrating = fromServer
  try {
    hydrate()
  } finally {
    hydrating = false
  }
  const last = turns.at(-1)
  // A turn's parts are drawn in the microtasks after it ends; the next task finds them done.
  if (last) void last.promise.then(nextTask).then(settle)
  else settle()
}

/** Whether the whole page is hydrated, its deferred parts included (always, where nothing is deferred). */
export function isHydrated(): boolean {
  return settled || !deferring
}

/**
 * Calls `listener` once the last deferred part is hydrated, at once when it is already; answers a function
 * that cancels a call still waiting.
 */
export function whenHydrated(listener: () => void): () => void {
  if (isHydrated()) {
    listener()
    return () => {}
  }
  settledListeners.push(listener)
  return () => {
    const index = settledListeners.indexOf(listener)
    if (index >= 0) settledListeners.splice(index, 1)
  }
}

function settle(): void {
  settled = true
  for (const listener of settledListeners.splice(0)) listener()
}

/**
 * Resolves in a task of its own, after what the browser has waiting (input first): a message to itself is
 * not held back as nested timers are.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/** Turn `n` ends a task after turn `n - 1`: each turn's parts hydrate in a task of their own. */
function turnFor(n: number): Turn {
  for (let next = turns.length; next <= n; next++) {
    const turn: Turn = { done: false, promise: Promise.resolve() }
    turn.promise = (turns[next - 1]?.promise ?? Promise.resolve()).then(nextTask).then(() => {
      turn.done = true
    })
    turns.push(turn)
  }
  return turns[n] as Turn
}

function Wait({ turn, children }: { turn: number; children: ReactNode }) {
  // Only a part the page's hydration met waits; one drawn later (more results) is drawn at once. Preact
  // keeps a suspended component, and so this state, until it draws it.
  const [deferred] = useState(hydrating)
  const waiting = deferred ? turnFor(turn) : null
  if (waiting && !waiting.done) throw waiting.promise
  return children
}

/**
 * The turns of the deferred parts, the higher on the screen the sooner: the top bar's menu, the search's summary
 * of its filters, the footer, then the search's cards after the first row, one per turn.
 */
export const turnOf = { topBarMenu: 0, filterSummary: 1, footer: 2, firstLaterCard: 3 } as const

/** `children` (one element) hydrated in turn `turn` (0, 1, …) after the rest of the page. */
export function HydrateLater({ turn, children }: { turn: number; children: ReactNode }) {
  if (!deferring) return children
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  )
}
