import type { RouteObject } from 'react-router'
import { landerDesigns, plainLanders } from '#shared/landers.js'
import { landerLoader, memberLandingLoader } from './features/landers/api/landers.js'
import { landerHandle, memberLandingHandle } from './features/landers/routeHandles.js'
import { lazyFrom } from './lazyRoutes.js'

const noSlug: readonly string[] = plainLanders

/**
 * The landers and member landings of docs/product.md §2, in the lander layout: /landers/{design} for the
 * first three, /landers/{design}/{slug?} for the others, and the three member landings. Their loaders and
 * handles are small and stay here; the pages are lazy, their own chunks (routes.tsx).
 */
export const landerRoutes: RouteObject[] = [
  ...landerDesigns.map(
    (design): RouteObject => ({
      path: noSlug.includes(design) ? `landers/${design}` : `landers/${design}/:slug?`,
      lazy: lazyFrom('pages/LanderPage', async () => {
        const page = await import('./pages/LanderPage.js')
        return { Component: page.LanderPage }
      }),
      loader: landerLoader(design),
      handle: landerHandle(design),
    }),
  ),
  {
    path: 'members/:id/landing',
    lazy: lazyFrom('pages/MemberLandingPage', async () => {
      const page = await import('./pages/MemberLandingPage.js')
      return { element: <page.MemberLandingPage design="landing" /> }
    }),
    loader: memberLandingLoader,
    handle: memberLandingHandle('members-id-landing'),
  },
  {
    path: 'members/:id/landing2/:slug?',
    lazy: lazyFrom('pages/MemberLandingPage', async () => {
      const page = await import('./pages/MemberLandingPage.js')
      return { element: <page.MemberLandingPage design="landing2" /> }
    }),
    loader: memberLandingLoader,
    handle: memberLandingHandle('members-id-landing2'),
  },
  {
    path: 'members/:id/landing3/:slug?',
    lazy: lazyFrom('pages/MemberLandingPage', async () => {
      const page = await import('./pages/MemberLandingPage.js')
      return { element: <page.MemberLandingPage design="landing3" /> }
    }),
    loader: memberLandingLoader,
    handle: memberLandingHandle('members-id-landing3'),
  },
]
