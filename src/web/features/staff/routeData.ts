import type { QueryKey } from '@tanstack/react-query'
import { data, type LoaderFunctionArgs, redirect } from 'react-router'
import type { StaffUserResponse } from '#shared/api/staff.js'
import { ApiError } from '#web/lib/api.js'
import type { RouteHandle } from '#web/routeMeta.js'
import { type ServerLoadContext, serverLoadContext } from '#web/serverContext.js'
import { staffAuditPath, staffAuditQuery } from './api/audit.js'
import { staffHomePath, staffHomeQuery } from './api/home.js'
import { staffMeQuery } from './api/me.js'
import { staffMemberPath, staffMemberQuery } from './api/member.js'
import { staffMembersPath, staffMembersQuery } from './api/members.js'
import { adminLoginPathFor } from './format.js'
import { auditSearchFields, memberSearchFields, searchFromUrl } from './searchParams.js'

/** A back-office page's route name and title: its own words, then the back office's name. */
export function staffHandle(name: string, titleKey: string): RouteHandle {
  return {
    name,
    meta: ({ t }) => ({ title: `${t(titleKey, { ns: 'staff' })} · ${t('app_name', { ns: 'staff' })}` }),
  }
}

function loginRedirect(request: Request): Response {
  const url = new URL(request.url)
  return redirect(adminLoginPathFor(`${url.pathname}${url.search}`))
}

/**
 * The back office's layout, on the server: visitors and members go to the staff login before anything
 * renders; the staff user goes into the first paint's cache. In the browser the layout itself does the
 * same when me.php refuses (after a logout, an expired session).
 */
export async function staffLayoutLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  if (!server) return null
  if (!server.loggedIn) throw loginRedirect(request)
  try {
    const me = await server.api<StaffUserResponse>('/api/staff/me.php')
    server.queryClient.setQueryData(staffMeQuery().queryKey, me)
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw loginRedirect(request)
    // Anything else: the browser asks again and the layout shows what went wrong.
  }
  return null
}

/**
 * A page's data in the first paint when the server can answer it. A failure is handed back and otherwise
 * left to the browser, whose query asks again and shows the server's message.
 */
async function prefetch(
  server: ServerLoadContext | undefined,
  path: string,
  queryKey: QueryKey,
): Promise<unknown> {
  // Visitors are sent to the login by the layout's loader, which runs beside this one.
  if (!server?.loggedIn) return null
  try {
    server.queryClient.setQueryData(queryKey, await server.api<unknown>(path))
    return null
  } catch (error) {
    return error
  }
}

export async function staffHomeLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await prefetch(serverLoadContext(context), staffHomePath, staffHomeQuery().queryKey)
  return null
}

export async function staffMembersLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const search = searchFromUrl(new URL(request.url).searchParams, memberSearchFields)
  await prefetch(serverLoadContext(context), staffMembersPath(search), staffMembersQuery(search).queryKey)
  return null
}

/** The id of /admin/members/:id, or a 404 for anything that is not one. */
export function memberIdOf(raw: string | undefined): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw data(null, { status: 404 })
  const id = Number(raw)
  if (id < 1 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

export async function staffMemberLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const id = memberIdOf(params.id)
  const failure = await prefetch(
    serverLoadContext(context),
    staffMemberPath(id),
    staffMemberQuery(id).queryKey,
  )
  // A member that does not exist is a 404 page, so the address answers as it should.
  if (failure instanceof ApiError && failure.status === 404) throw data(null, { status: 404 })
  return null
}

export async function staffAuditLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const search = searchFromUrl(new URL(request.url).searchParams, auditSearchFields)
  await prefetch(serverLoadContext(context), staffAuditPath(search), staffAuditQuery(search).queryKey)
  return null
}
