import type { InfoPage, InfoPageName } from '../shared/api/info-pages.js'

/** What the server hands route loaders, so that a first paint reads data directly instead of over HTTP. */
export interface ServerLoadContext {
  infoPage: (name: InfoPageName) => InfoPage
  /** Whether the request carries a session; pages for members or for visitors redirect on it. */
  loggedIn: boolean
}
