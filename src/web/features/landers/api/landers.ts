import { queryOptions } from '@tanstack/react-query'
import { data, type LoaderFunctionArgs } from 'react-router'
import type { Lander, LanderDesign, LanderResponse, MemberLandingResponse } from '#shared/api/landers.js'
import { landerSlugPattern } from '#shared/landers.js'
import { ApiError, apiGet } from '#web/lib/api.js'
import { browserQueryClient, fetchUncached } from '#web/lib/queryClient.js'
import { serverLoadContext } from '#web/serverContext.js'

/** A lander's GET (lander.php, member-landing.php) by its path; read by the route loaders only. */
export function landerCallQuery<T>(path: string) {
  return queryOptions({ queryKey: ['lander', path], queryFn: () => apiGet<T>(path) })
}

/** On the server the API answers in-process (first paint without a network hop); in the browser, over HTTP. */
function getter(context: unknown): <T>(path: string) => Promise<T> {
  const server = serverLoadContext(context)
  return server ? server.api : (path) => fetchUncached(browserQueryClient(), landerCallQuery(path))
}

/** A slug the lander can use, or none: a slug it cannot use shows the default text, never a 404. */
export function usableSlug(slug: string | undefined): string | undefined {
  const lower = slug?.toLowerCase()
  return lower && landerSlugPattern.test(lower) ? lower : undefined
}

export function landerPath(design: LanderDesign, slug: string | undefined): string {
  const query = new URLSearchParams({ design })
  if (slug) query.set('slug', slug)
  return `/api/lander.php?${query}`
}

/** The route loader of one lander design: its members and place from GET /api/lander.php. */
export function landerLoader(design: LanderDesign) {
  return async ({ params, context }: LoaderFunctionArgs): Promise<Lander> => {
    const path = landerPath(design, usableSlug(params.slug))
    return (await getter(context)<LanderResponse>(path)).lander
  }
}

/** GET /api/member-landing.php?id=: the member of a member landing; an unknown or hidden one is a 404 page. */
export async function memberLandingLoader({
  params,
  context,
}: LoaderFunctionArgs): Promise<MemberLandingResponse> {
  const id = Number(params.id)
  if (!/^\d{1,10}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) {
    throw data(null, { status: 404 })
  }
  try {
    return await getter(context)<MemberLandingResponse>(`/api/member-landing.php?id=${id}`)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 })
    throw error
  }
}
