import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { InfoPage as InfoPageData } from '#shared/api/info-pages.js'
import { isInfoPageName } from '#shared/infoPages.js'
import { fetchInfoPage } from '../features/info-pages/api/page.js'
import { InfoPageView } from '../features/info-pages/components/InfoPageView.js'
import type { RouteHandle } from '../routeMeta.js'
import { withSiteName } from '../routeMeta.js'
import type { ServerLoadContext } from '../serverContext.js'

export async function infoPageLoader({ params, context }: LoaderFunctionArgs): Promise<InfoPageData> {
  const name = params.name
  if (!isInfoPageName(name)) throw data(null, { status: 404 })
  const server = context as ServerLoadContext | undefined
  return server?.infoPage ? server.infoPage(name) : fetchInfoPage(name)
}

export const infoPageHandle: RouteHandle = {
  name: 'pages',
  meta: (args) => {
    const page = args.data as InfoPageData | undefined
    return page ? { title: withSiteName(page.title, args), description: page.description } : {}
  },
}

export function InfoPage() {
  const page = useLoaderData<InfoPageData>()
  return <InfoPageView page={page} />
}
