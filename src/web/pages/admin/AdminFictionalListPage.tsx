import type { LoaderFunctionArgs } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { staffFictionalListPath, staffFictionalListQuery } from '../../features/staff/api/fictional.js'
import { FictionalList, fictionalFilterOf } from '../../features/staff/components/fictional/FictionalList.js'
import { NewFictionalButton } from '../../features/staff/components/fictional/NewFictionalButton.js'
import { staffHandle } from '../../features/staff/routeData.js'
import { serverLoadContext } from '../../serverContext.js'

export const adminFictionalListHandle = staffHandle('admin-fictional', 'fictional.title')

/** The list in the first paint when the server can answer it; a failure leaves it to the browser. */
export async function adminFictionalListLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  // Visitors are sent to the login by the layout's loader, which runs beside this one.
  if (!server?.loggedIn) return null
  const filter = fictionalFilterOf(new URL(request.url).searchParams)
  try {
    server.queryClient.setQueryData(
      staffFictionalListQuery(filter).queryKey,
      await server.api(staffFictionalListPath(filter)),
    )
  } catch {
    // The page's own query asks again in the browser and shows the server's message.
  }
  return null
}

/** /admin/fictional: the fictional profiles of the staff member's sites, and a new one. */
export function AdminFictionalListPage() {
  const { t } = useTranslation('staff')
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h4 mb-0">{t('fictional.title')}</h1>
        <NewFictionalButton />
      </div>
      <FictionalList />
    </>
  )
}
