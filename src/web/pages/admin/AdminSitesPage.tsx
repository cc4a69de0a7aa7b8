import type { LoaderFunctionArgs } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { staffSitesPath, staffSitesQuery } from '../../features/staff/api/sites.js'
import { NewSiteButton } from '../../features/staff/components/sites/NewSiteButton.js'
import { SitesTable } from '../../features/staff/components/sites/SitesTable.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { serverLoadContext } from '../../serverContext.js'

export const adminSitesHandle = staffHandle('admin-sites', 'sites.title')

/** The list in the first paint when the server can answer it; a failure leaves it to the browser. */
export async function adminSitesLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  // Visitors are sent to the login by the layout's loader, which runs beside this one.
  if (!server?.loggedIn) return null
  try {
    server.queryClient.setQueryData(staffSitesQuery().queryKey, await server.api(staffSitesPath))
  } catch {
    // The page's own query asks again in the browser and shows the server's message.
  }
  return null
}

/** /admin/sites: every site; a new one only for staff of every site, who are the only ones allowed. */
export function AdminSitesPage() {
  const { t } = useTranslation('staff')
  const allSites = useStaffMe().data?.staff.all_sites ?? false
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h4 mb-0">{t('sites.title')}</h1>
        {allSites && <NewSiteButton />}
      </div>
      <SitesTable />
    </>
  )
}
