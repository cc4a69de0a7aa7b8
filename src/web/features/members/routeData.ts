import { data, type LoaderFunctionArgs } from 'react-router'
import type { MemberProfile, MemberResponse } from '#shared/api/members.js'
import type { RegionsResponse } from '#shared/api/sites.js'
import { ApiError } from '#web/lib/api.js'
import { browserQueryClient, fetchUncached } from '#web/lib/queryClient.js'
import { regionsPath, regionsQuery } from '#web/lib/regions.js'
import { currentUserQuery } from '#web/lib/session.js'
import { settingsQuery } from '#web/lib/site.js'
import { trackingFromSearch } from '#web/lib/tracking.js'
import { type RouteHandle, withSiteName } from '#web/routeMeta.js'
import { type ServerLoadContext, serverLoadContext } from '#web/serverContext.js'
import { memberPath, memberQuery } from './api/members.js'
import { memberSearchQuery } from './api/search.js'
import { searchAllowed } from './searchAccess.js'
import { filterContextFor, filtersFromSearch, searchRequestParams } from './searchFilters.js'

export const membersHandle: RouteHandle = {
  name: 'members',
  meta: (args) => ({ title: withSiteName(args.t('search.title'), args) }),
}

/**
 * On the server, the search's first page goes into the first paint's query cache, with the chosen country's
 * regions when the search names one of them (the filters' summary shows its name). The suggestions and the
 * regions offered in the filter sheet come after the first paint. In the browser the page's queries load
 * them (or find them cached). Failures only leave the cache empty: the browser then asks again.
 */
export async function membersLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  if (server) await prefetchSearch(server, new URL(request.url).search)
  return null
}

async function prefetchSearch(server: ServerLoadContext, search: string): Promise<void> {
  const { queryClient, api, memberSearch } = server
  const settings = queryClient.getQueryData(settingsQuery().queryKey)?.settings
  const user = queryClient.getQueryData(currentUserQuery().queryKey) ?? null
  const network = user ? undefined : trackingFromSearch(search)?.network
  if (!settings || !searchAllowed(settings, user !== null, network)) return
  const filterContext = filterContextFor(settings, user?.profile?.country)
  const filters = filtersFromSearch(search, filterContext)
  const params = searchRequestParams(filters, filterContext, network)
  const viewer = user?.id ?? null
  await Promise.allSettled([
    memberSearch({ ...params, page: '1' }).then((page) =>
      queryClient.setQueryData(memberSearchQuery(viewer, params).queryKey, {
        pages: [page],
        pageParams: [1],
      }),
    ),
    filters.country && filters.countryregion !== null
      ? api<RegionsResponse>(regionsPath(filters.country)).then((answer) =>
          queryClient.setQueryData(regionsQuery(filters.country).queryKey, answer),
        )
      : Promise.resolve(),
  ])
}

/** What the profile page shows instead of the profile: the server's message (blocked, too many views). */
export interface ProfileRefusal {
  message: string
}

/** GET /api/member.php?id= for /members/:id; 404 for unknown ids, the server's message for refusals. */
export async function memberProfileLoader({ params, context }: LoaderFunctionArgs): Promise<MemberProfile> {
  const id = Number(params.id)
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw data(null, { status: 404 })
  const server = serverLoadContext(context)
  try {
    const answer = server
      ? server.api<MemberResponse>(memberPath(id))
      : fetchUncached(browserQueryClient(), memberQuery(id))
    return (await answer).member
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    if (error.status === 404 || error.code === 'not_found') throw data(null, { status: 404 })
    throw data({ message: error.message } satisfies ProfileRefusal, { status: error.status })
  }
}

export const memberProfileHandle: RouteHandle = {
  name: 'members-id',
  meta: (args) => {
    const member = args.data as MemberProfile | undefined
    if (!member) return {}
    return {
      title: withSiteName(args.t('profile_view.name_age', { name: member.name, age: member.age }), args),
      ...(member.about_me ? { description: excerpt(member.about_me) } : {}),
      ...(member.main_image ? { image: member.main_image.url } : {}),
    }
  },
}

/** The start of a text for a page description: whole words, at most about 160 characters. */
export function excerpt(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`
}
