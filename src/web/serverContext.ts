import type { QueryClient } from '@tanstack/react-query'
import type { InfoPage, InfoPageName } from '#shared/api/info-pages.js'
import type { MemberCard } from '#shared/api/members.js'
import type { SearchResponse } from '#shared/api/search.js'

/** What the server hands route loaders, so that a first paint reads data directly instead of over HTTP. */
export interface ServerLoadContext {
  infoPage: (name: InfoPageName) => InfoPage
  /** Whether the request carries a session; pages for members or for visitors redirect on it. */
  loggedIn: boolean
  member: (id: number) => Promise<MemberCard | null>
  signupMatches: () => Promise<MemberCard[]>
  /**
   * A page of the member search (GET /api/search.php with these parameters) as the visitor of this request: the
   * route's answer without the request through the app. It rejects what the route refuses.
   */
  memberSearch: (params: Record<string, string>) => Promise<SearchResponse>
  /**
   * A GET of the site's own API (`/api/...`) as the visitor of this request, answered in-process: the
   * same answer, and the same ApiError on failure, that the browser would get from apiGet.
   */
  api: <T>(path: string) => Promise<T>
  /** The first paint's query cache: a loader may fill in what the page's queries will ask for. */
  queryClient: QueryClient
}

/** The server's context in a loader, or undefined in the browser (whose router hands loaders its own). */
export function serverLoadContext(context: unknown): ServerLoadContext | undefined {
  const candidate = context as Partial<ServerLoadContext> | undefined
  return typeof candidate?.loggedIn === 'boolean' ? (candidate as ServerLoadContext) : undefined
}
