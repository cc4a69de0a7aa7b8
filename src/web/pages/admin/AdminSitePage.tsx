import { data, type LoaderFunctionArgs, useParams } from 'react-router'
import { staffSitePath, staffSiteQuery } from '../../features/staff/api/sites.js'
import { SiteDetail } from '../../features/staff/components/sites/SiteDetail.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { serverLoadContext } from '../../serverContext.js'

export const adminSiteHandle = staffHandle('admin-sites-id', 'sites.site_title')

/** The id of /admin/sites/:id, or a 404 for anything that is not one. */
function siteIdOf(raw: string | undefined): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw data(null, { status: 404 })
  const id = Number(raw)
  if (id < 1 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

/** The site in the first paint when the server can answer it; a failure leaves it to the browser. */
export async function adminSiteLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const id = siteIdOf(params.id)
  const server = serverLoadContext(context)
  if (!server?.loggedIn) return null
  try {
    server.queryClient.setQueryData(staffSiteQuery(id).queryKey, await server.api(staffSitePath(id)))
  } catch {
    // The page's own query asks again in the browser and shows the server's message.
  }
  return null
}

/** /admin/sites/:id: one site, its settings and company, each section saved on its own. */
export function AdminSitePage() {
  // The loader already answered 404 for anything that is not an id.
  const id = siteIdOf(useParams().id)
  return <SiteDetail key={id} id={id} />
}
