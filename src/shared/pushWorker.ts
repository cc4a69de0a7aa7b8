// What the pages and the push service worker say to each other, without the API's schemas (zod): every
// page registers the worker (docs/decisions/0020).

export interface PushPayload {
  title: string
  body: string
  checkUrl: string
  openUrl: string
  tag: string
}

/** The messages the service worker posts to the site's open pages (docs/product.md §7). */
export type PushWorkerMessage =
  | { type: 'NEW_PUSH_MESSAGE'; payload: PushPayload }
  | { type: 'NEW_PUSH_CLICK'; payload: PushPayload }

/** The service worker's address; the version makes browsers fetch a changed worker (docs/product.md §7). */
export const pushWorkerUrl = '/sw-push.js?v=2'
