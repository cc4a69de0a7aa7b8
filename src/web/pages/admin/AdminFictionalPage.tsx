import { data, type LoaderFunctionArgs, useParams } from 'react-router'
import { staffFictionalOnePath, staffFictionalQuery } from '../../features/staff/api/fictional.js'
import { FictionalDetail } from '../../features/staff/components/fictional/FictionalDetail.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { serverLoadContext } from '../../serverContext.js'

export const adminFictionalHandle = staffHandle('admin-fictional-id', 'fictional.profile_title')

/** The id of /admin/fictional/:id, or a 404 for anything that is not one. */
function fictionalIdOf(raw: string | undefined): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw data(null, { status: 404 })
  const id = Number(raw)
  if (id < 1 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

/** The profile in the first paint when the server can answer it; a failure leaves it to the browser. */
export async function adminFictionalLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const id = fictionalIdOf(params.id)
  const server = serverLoadContext(context)
  if (!server?.loggedIn) return null
  try {
    server.queryClient.setQueryData(
      staffFictionalQuery(id).queryKey,
      await server.api(staffFictionalOnePath(id)),
    )
  } catch {
    // The page's own query asks again in the browser and shows the server's message.
  }
  return null
}

/** /admin/fictional/:id: one fictional profile, its photos, languages, operators and state. */
export function AdminFictionalPage() {
  // The loader already answered 404 for anything that is not an id.
  const id = fictionalIdOf(useParams().id)
  return <FictionalDetail key={id} id={id} />
}
