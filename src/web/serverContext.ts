import type { InfoPage, InfoPageName } from '../shared/api/info-pages.js'
import type { MemberCard } from '../shared/api/members.js'

/** What the server hands route loaders, so that a first paint reads data directly instead of over HTTP. */
export interface ServerLoadContext {
  infoPage: (name: InfoPageName) => InfoPage
  /** Whether the request carries a session; pages for members or for visitors redirect on it. */
  loggedIn: boolean
  member: (id: number) => Promise<MemberCard | null>
  signupMatches: () => Promise<MemberCard[]>
}
