import type { RouteObject } from 'react-router'
import { lazyFrom } from './lazyRoutes.js'

/**
 * The back office (/admin, docs/product.md Staff). Paths are static and every module behind them is
 * loaded lazily, so members never download back-office code or texts: these few lines are all of it in
 * the entry chunk. The server preloads the matched ones' chunks (lazyFrom names their modules) and the
 * browser resolves them before hydrating (entry-client.tsx).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: lazyFrom('pages/admin/AdminLoginPage', async () => {
      const page = await import('./pages/admin/AdminLoginPage.js')
      return { Component: page.AdminLoginPage, handle: page.adminLoginHandle }
    }),
  },
  {
    path: 'admin/enrol',
    lazy: lazyFrom('pages/admin/AdminEnrolPage', async () => {
      const page = await import('./pages/admin/AdminEnrolPage.js')
      return { Component: page.AdminEnrolPage, handle: page.adminEnrolHandle }
    }),
  },
  {
    path: 'admin',
    lazy: lazyFrom('layouts/AdminLayout', async () => {
      const layout = await import('./layouts/AdminLayout.js')
      return {
        Component: layout.AdminLayout,
        loader: layout.adminLayoutLoader,
        ErrorBoundary: layout.AdminError,
      }
    }),
    children: [
      {
        // Errors of a page show inside the layout, with the navigation still there.
        lazy: lazyFrom('layouts/AdminLayout', async () => ({
          ErrorBoundary: (await import('./layouts/AdminLayout.js')).AdminError,
        })),
        children: [
          {
            index: true,
            lazy: lazyFrom('pages/admin/AdminHomePage', async () => {
              const page = await import('./pages/admin/AdminHomePage.js')
              return {
                Component: page.AdminHomePage,
                loader: page.adminHomeLoader,
                handle: page.adminHomeHandle,
              }
            }),
          },
          {
            path: 'console',
            lazy: lazyFrom('pages/admin/AdminConsolePage', async () => {
              const page = await import('./pages/admin/AdminConsolePage.js')
              return { Component: page.AdminConsolePage, handle: page.adminConsoleHandle }
            }),
          },
          {
            path: 'console/stats',
            lazy: lazyFrom('pages/admin/AdminConsoleStatsPage', async () => {
              const page = await import('./pages/admin/AdminConsoleStatsPage.js')
              return { Component: page.AdminConsoleStatsPage, handle: page.adminConsoleStatsHandle }
            }),
          },
          {
            path: 'console/first-contacts',
            lazy: lazyFrom('pages/admin/AdminConsoleFirstContactsPage', async () => {
              const page = await import('./pages/admin/AdminConsoleFirstContactsPage.js')
              return {
                Component: page.AdminConsoleFirstContactsPage,
                handle: page.adminConsoleFirstContactsHandle,
              }
            }),
          },
          {
            path: 'members',
            lazy: lazyFrom('pages/admin/AdminMembersPage', async () => {
              const page = await import('./pages/admin/AdminMembersPage.js')
              return {
                Component: page.AdminMembersPage,
                loader: page.adminMembersLoader,
                handle: page.adminMembersHandle,
              }
            }),
          },
          {
            path: 'members/:id',
            lazy: lazyFrom('pages/admin/AdminMemberPage', async () => {
              const page = await import('./pages/admin/AdminMemberPage.js')
              return {
                Component: page.AdminMemberPage,
                loader: page.adminMemberLoader,
                handle: page.adminMemberHandle,
              }
            }),
          },
          {
            path: 'revenue',
            lazy: lazyFrom('pages/admin/AdminRevenuePage', async () => {
              const page = await import('./pages/admin/AdminRevenuePage.js')
              return { Component: page.AdminRevenuePage, handle: page.adminRevenueHandle }
            }),
          },
          {
            path: 'complaints',
            lazy: lazyFrom('pages/admin/AdminComplaintsPage', async () => {
              const page = await import('./pages/admin/AdminComplaintsPage.js')
              return { Component: page.AdminComplaintsPage, handle: page.adminComplaintsHandle }
            }),
          },
          {
            path: 'complaints/:id',
            lazy: lazyFrom('pages/admin/AdminComplaintPage', async () => {
              const page = await import('./pages/admin/AdminComplaintPage.js')
              return { Component: page.AdminComplaintPage, handle: page.adminComplaintHandle }
            }),
          },
          {
            path: 'discounts',
            lazy: lazyFrom('pages/admin/AdminDiscountsPage', async () => {
              const page = await import('./pages/admin/AdminDiscountsPage.js')
              return { Component: page.AdminDiscountsPage, handle: page.adminDiscountsHandle }
            }),
          },
          {
            path: 'discounts/new',
            lazy: lazyFrom('pages/admin/AdminDiscountNewPage', async () => {
              const page = await import('./pages/admin/AdminDiscountNewPage.js')
              return { Component: page.AdminDiscountNewPage, handle: page.adminDiscountNewHandle }
            }),
          },
          {
            path: 'discounts/:id',
            lazy: lazyFrom('pages/admin/AdminDiscountPage', async () => {
              const page = await import('./pages/admin/AdminDiscountPage.js')
              return { Component: page.AdminDiscountPage, handle: page.adminDiscountHandle }
            }),
          },
          {
            path: 'traffic',
            lazy: lazyFrom('pages/admin/AdminTrafficPage', async () => {
              const page = await import('./pages/admin/AdminTrafficPage.js')
              return { Component: page.AdminTrafficPage, handle: page.adminTrafficHandle }
            }),
          },
          {
            path: 'traffic/postbacks',
            lazy: lazyFrom('pages/admin/AdminTrafficPostbacksPage', async () => {
              const page = await import('./pages/admin/AdminTrafficPostbacksPage.js')
              return { Component: page.AdminTrafficPostbacksPage, handle: page.adminTrafficPostbacksHandle }
            }),
          },
          {
            path: 'payments',
            lazy: lazyFrom('pages/admin/AdminPaymentsPage', async () => {
              const page = await import('./pages/admin/AdminPaymentsPage.js')
              return { Component: page.AdminPaymentsPage, handle: page.adminPaymentsHandle }
            }),
          },
          {
            path: 'payments/:id',
            lazy: lazyFrom('pages/admin/AdminPaymentPage', async () => {
              const page = await import('./pages/admin/AdminPaymentPage.js')
              return { Component: page.AdminPaymentPage, handle: page.adminPaymentHandle }
            }),
          },
          {
            path: 'moderation',
            lazy: lazyFrom('pages/admin/AdminModerationPage', async () => {
              const page = await import('./pages/admin/AdminModerationPage.js')
              return { Component: page.AdminModerationPage, handle: page.adminModerationHandle }
            }),
          },
          {
            path: 'review',
            lazy: lazyFrom('pages/admin/AdminReviewPage', async () => {
              const page = await import('./pages/admin/AdminReviewPage.js')
              return { Component: page.AdminReviewPage, handle: page.adminReviewHandle }
            }),
          },
          {
            path: 'audit',
            lazy: lazyFrom('pages/admin/AdminAuditPage', async () => {
              const page = await import('./pages/admin/AdminAuditPage.js')
              return {
                Component: page.AdminAuditPage,
                loader: page.adminAuditLoader,
                handle: page.adminAuditHandle,
              }
            }),
          },
          {
            path: 'sites',
            lazy: lazyFrom('pages/admin/AdminSitesPage', async () => {
              const page = await import('./pages/admin/AdminSitesPage.js')
              return {
                Component: page.AdminSitesPage,
                loader: page.adminSitesLoader,
                handle: page.adminSitesHandle,
              }
            }),
          },
          {
            path: 'sites/:id',
            lazy: lazyFrom('pages/admin/AdminSitePage', async () => {
              const page = await import('./pages/admin/AdminSitePage.js')
              return {
                Component: page.AdminSitePage,
                loader: page.adminSiteLoader,
                handle: page.adminSiteHandle,
              }
            }),
          },
          {
            path: 'fictional',
            lazy: lazyFrom('pages/admin/AdminFictionalListPage', async () => {
              const page = await import('./pages/admin/AdminFictionalListPage.js')
              return {
                Component: page.AdminFictionalListPage,
                loader: page.adminFictionalListLoader,
                handle: page.adminFictionalListHandle,
              }
            }),
          },
          {
            path: 'fictional/:id',
            lazy: lazyFrom('pages/admin/AdminFictionalPage', async () => {
              const page = await import('./pages/admin/AdminFictionalPage.js')
              return {
                Component: page.AdminFictionalPage,
                loader: page.adminFictionalLoader,
                handle: page.adminFictionalHandle,
              }
            }),
          },
          {
            path: '*',
            lazy: lazyFrom('layouts/AdminLayout', async () => ({
              loader: (await import('./layouts/AdminLayout.js')).adminNotFoundLoader,
            })),
          },
        ],
      },
    ],
  },
]
