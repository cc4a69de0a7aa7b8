import type { RouteObject } from 'react-router'
import { DefaultLayout } from './layouts/DefaultLayout.js'
import { ErrorPage, notFoundLoader } from './pages/ErrorPage.js'
import { IndexPage, indexHandle } from './pages/IndexPage.js'
import { InfoPage, infoPageHandle, infoPageLoader } from './pages/InfoPage.js'
import { Root, RouteErrorStatus } from './Root.js'

function PageError() {
  return (
    <>
      <RouteErrorStatus />
      <ErrorPage />
    </>
  )
}

/**
 * The route table (SPEC 2). Each layout groups its pages; a pathless child with an error element
 * keeps the layout around the error page. Features add their pages here as they land, in
 * the layout of SPEC 2 they belong to (lander, chat or empty).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <PageError />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          {
            errorElement: <PageError />,
            children: [
              { index: true, element: <IndexPage />, handle: indexHandle },
              { path: 'pages/:name', element: <InfoPage />, loader: infoPageLoader, handle: infoPageHandle },
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
    ],
  },
]
