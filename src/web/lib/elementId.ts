import { useId, useState } from 'react'
import { browserRenderer } from './browserRenderer.js'

let counting = typeof window !== 'undefined' && browserRenderer === 'preact'
let next = 0

/**
 * An id for pairing elements: a label and its field, a field and its error. React's `useId` derives ids from
 * the tree in a way Preact's does not reproduce, and Preact keeps the server's attributes when it hydrates:
 * a field would point at `P0-1-error` while its error, rendered on the server, is `_R_1_-error`. So where
 * Preact hydrates the server's page, both count the ids in the order they render it, which hydration
 * follows; where React DOM does (Vite's dev server, tests), React's own ids serve.
 */
export function useElementId(): string {
  const [counted] = useState(() => (counting ? `e${(next++).toString(36)}` : ''))
  const reactId = useId()
  return counted || reactId
}

/**
 * Before the server renders a page: whether the browser hydrates it with Preact (the built client) and so
 * counts, starting at zero as the browser does.
 */
export function startElementIds(count: boolean): void {
  counting = count
  next = 0
}
