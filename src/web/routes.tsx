import type { RouteObject } from 'react-router'
import { landerRoutes } from './landerRoutes.js'
import { lazyFrom } from './lazyRoutes.js'
import { membersOnlyLoader, visitorsOnlyLoader } from './lib/accessLoaders.js'
import { AccountDeletedPage, accountDeletedHandle } from './pages/AccountDeletedPage.js'
import { ErrorPage, notFoundLoader } from './pages/ErrorPage.js'
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
 * The route table (docs/product.md §2). Each layout groups its pages; a pathless child with an error element
 * keeps the layout around the error page. Features add their pages here as they land, in
 * the layout they belong to (docs/product.md §2 Layouts: lander, chat or empty).
 *
 * Each layout, and each page but the two the session's end leaves for, is its own chunk, loaded with
 * `lazy` from its module (component, loader, handle), so a visitor downloads only the layout and pages
 * they open: a lander never loads the members' navigation. The server renders with the matched
 * ones loaded and preloads their chunks; the browser loads them before hydrating (entry-client.tsx).
 * Access loaders stay on the route itself, so a redirect never waits for a page's chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <PageError />,
    children: [
      {
        lazy: lazyFrom('layouts/LanderLayout', async () => ({
          Component: (await import('./layouts/LanderLayout.js')).LanderLayout,
        })),
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                path: 'members/:id/signup',
                lazy: lazyFrom('pages/MemberSignupPage', async () => {
                  const page = await import('./pages/MemberSignupPage.js')
                  return {
                    Component: page.MemberSignupPage,
                    loader: page.memberSignupLoader,
                    handle: page.memberSignupHandle,
                  }
                }),
              },
              ...landerRoutes,
              {
                path: 'signup-matches',
                lazy: lazyFrom('pages/SignupMatchesPage', async () => {
                  const page = await import('./pages/SignupMatchesPage.js')
                  return {
                    Component: page.SignupMatchesPage,
                    loader: page.signupMatchesLoader,
                    handle: page.signupMatchesHandle,
                  }
                }),
              },
            ],
          },
        ],
      },
      {
        lazy: lazyFrom('layouts/ChatLayout', async () => ({
          Component: (await import('./layouts/ChatLayout.js')).ChatLayout,
        })),
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                // The list stays in place while conversations change beside it.
                lazy: lazyFrom('pages/ChatsPage', async () => {
                  const page = await import('./pages/ChatsPage.js')
                  return { Component: page.ChatsPage, loader: page.chatsLoader }
                }),
                children: [
                  {
                    path: 'chats',
                    lazy: lazyFrom('pages/ChatsPage', async () => {
                      const page = await import('./pages/ChatsPage.js')
                      return { Component: page.ChatsIndexPage, handle: page.chatsHandle }
                    }),
                  },
                  {
                    path: 'chats/:id',
                    lazy: lazyFrom('pages/ChatPage', async () => {
                      const page = await import('./pages/ChatPage.js')
                      return { Component: page.ChatPage, loader: page.chatLoader, handle: page.chatHandle }
                    }),
                  },
                  {
                    path: 'members/:id/chat',
                    lazy: lazyFrom('pages/MemberChatPage', async () => {
                      const page = await import('./pages/MemberChatPage.js')
                      return {
                        Component: page.MemberChatPage,
                        loader: page.memberChatLoader,
                        handle: page.memberChatHandle,
                      }
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: lazyFrom('layouts/DefaultLayout', async () => ({
          Component: (await import('./layouts/DefaultLayout.js')).DefaultLayout,
        })),
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                // Logging out leaves for the home page before the session is applied; a member's pages load
                // its chunk while idle beforehand (DefaultLayout), so that no wait lets a members-only guard
                // meet the visitor first. Its loader waits for nothing in the browser (landers/api/home.ts).
                index: true,
                lazy: lazyFrom('pages/IndexPage', async () => {
                  const page = await import('./pages/IndexPage.js')
                  return { Component: page.IndexPage, loader: page.indexLoader, handle: page.indexHandle }
                }),
              },
              {
                path: 'pages/:name',
                lazy: lazyFrom('pages/InfoPage', async () => {
                  const page = await import('./pages/InfoPage.js')
                  return {
                    Component: page.InfoPage,
                    loader: page.infoPageLoader,
                    handle: page.infoPageHandle,
                  }
                }),
              },
              {
                path: 'signup',
                loader: visitorsOnlyLoader,
                lazy: lazyFrom('pages/SignupPage', async () => {
                  const page = await import('./pages/SignupPage.js')
                  return { Component: page.SignupPage, handle: page.signupHandle }
                }),
              },
              {
                path: 'complete-signup',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/CompleteSignupPage', async () => {
                  const page = await import('./pages/CompleteSignupPage.js')
                  return { Component: page.CompleteSignupPage, handle: page.completeSignupHandle }
                }),
              },
              {
                path: 'login',
                loader: visitorsOnlyLoader,
                lazy: lazyFrom('pages/LoginPage', async () => {
                  const page = await import('./pages/LoginPage.js')
                  return { Component: page.LoginPage, handle: page.loginHandle }
                }),
              },
              {
                path: 'members',
                lazy: lazyFrom('pages/MembersPage', async () => {
                  const page = await import('./pages/MembersPage.js')
                  return {
                    Component: page.MembersPage,
                    loader: page.membersLoader,
                    handle: page.membersHandle,
                  }
                }),
              },
              {
                path: 'members/:id',
                lazy: lazyFrom('pages/MemberProfilePage', async () => {
                  const page = await import('./pages/MemberProfilePage.js')
                  return {
                    Component: page.MemberProfilePage,
                    loader: page.memberProfileLoader,
                    handle: page.memberProfileHandle,
                    ErrorBoundary: page.MemberProfileError,
                  }
                }),
              },
              {
                path: 'reset-password',
                lazy: lazyFrom('pages/ResetPasswordPage', async () => {
                  const page = await import('./pages/ResetPasswordPage.js')
                  return { Component: page.ResetPasswordPage, handle: page.resetPasswordHandle }
                }),
              },
              {
                path: 'reset-password/do',
                lazy: lazyFrom('pages/ResetPasswordDoPage', async () => {
                  const page = await import('./pages/ResetPasswordDoPage.js')
                  return { Component: page.ResetPasswordDoPage, handle: page.resetPasswordDoHandle }
                }),
              },
              {
                path: 'activate',
                lazy: lazyFrom('pages/ActivatePage', async () => {
                  const page = await import('./pages/ActivatePage.js')
                  return { Component: page.ActivatePage, handle: page.activateHandle }
                }),
              },
              {
                path: 'activate/done',
                lazy: lazyFrom('pages/ActivateDonePage', async () => {
                  const page = await import('./pages/ActivateDonePage.js')
                  return { Component: page.ActivateDonePage, handle: page.activateDoneHandle }
                }),
              },
              {
                path: 'activate/error',
                lazy: lazyFrom('pages/ActivateErrorPage', async () => {
                  const page = await import('./pages/ActivateErrorPage.js')
                  return { Component: page.ActivateErrorPage, handle: page.activateErrorHandle }
                }),
              },
              {
                path: 'data-export',
                lazy: lazyFrom('pages/DataExportPage', async () => {
                  const page = await import('./pages/DataExportPage.js')
                  return { Component: page.DataExportPage, handle: page.dataExportHandle }
                }),
              },
              {
                path: 'mail-change/do',
                lazy: lazyFrom('pages/MailChangePage', async () => {
                  const page = await import('./pages/MailChangePage.js')
                  return { Component: page.MailChangePage, handle: page.mailChangeHandle }
                }),
              },
              {
                path: 'reactivate',
                lazy: lazyFrom('pages/ReactivatePage', async () => {
                  const page = await import('./pages/ReactivatePage.js')
                  return { Component: page.ReactivatePage, handle: page.reactivateHandle }
                }),
              },
              {
                path: 'account-deleted',
                element: <AccountDeletedPage />,
                handle: accountDeletedHandle,
              },
              {
                path: 'profile/:screen?',
                lazy: lazyFrom('pages/ProfilePage', async () => {
                  const page = await import('./pages/ProfilePage.js')
                  return {
                    Component: page.ProfilePage,
                    loader: page.profileLoader,
                    handle: page.profileHandle,
                  }
                }),
              },
              {
                path: 'notifications',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/NotificationsPage', async () => {
                  const page = await import('./pages/NotificationsPage.js')
                  return { Component: page.NotificationsPage, handle: page.notificationsHandle }
                }),
              },
              {
                path: 'unsubscribe',
                lazy: lazyFrom('pages/UnsubscribePage', async () => {
                  const page = await import('./pages/UnsubscribePage.js')
                  return { Component: page.UnsubscribePage, handle: page.unsubscribeHandle }
                }),
              },
              {
                path: 'complaints',
                lazy: lazyFrom('pages/ComplaintsPage', async () => {
                  const page = await import('./pages/ComplaintsPage.js')
                  return { Component: page.ComplaintsPage, handle: page.complaintsHandle }
                }),
              },
              {
                path: 'lang-config',
                lazy: lazyFrom('pages/LangConfigPage', async () => {
                  const page = await import('./pages/LangConfigPage.js')
                  return { Component: page.LangConfigPage, handle: page.langConfigHandle }
                }),
              },
              {
                path: 'match-finder',
                lazy: lazyFrom('pages/MatchFinderPage', async () => {
                  const page = await import('./pages/MatchFinderPage.js')
                  return { Component: page.MatchFinderPage, handle: page.matchFinderHandle }
                }),
              },
              {
                path: 'likes',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/LikesPage', async () => {
                  const page = await import('./pages/LikesPage.js')
                  return { Component: page.LikesPage, handle: page.likesHandle }
                }),
              },
              {
                path: 'likes/m/:id',
                lazy: lazyFrom('pages/MemberLikesPage', async () => {
                  const page = await import('./pages/MemberLikesPage.js')
                  return {
                    Component: page.MemberLikesPage,
                    loader: page.likesMemberLoader,
                    handle: page.memberLikesHandle,
                  }
                }),
              },
              {
                path: 'likes/:type',
                lazy: lazyFrom('pages/LikesTypePage', async () => {
                  const page = await import('./pages/LikesTypePage.js')
                  return {
                    Component: page.LikesTypePage,
                    loader: page.likesTypeLoader,
                    handle: page.likesTypeHandle,
                  }
                }),
              },
              {
                path: 'swipe-game',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/SwipeGamePage', async () => {
                  const page = await import('./pages/SwipeGamePage.js')
                  return { Component: page.SwipeGamePage, handle: page.swipeGameHandle }
                }),
              },
              {
                path: 'premium',
                lazy: lazyFrom('pages/PremiumPage', async () => {
                  const page = await import('./pages/PremiumPage.js')
                  return { Component: page.PremiumPage, handle: page.premiumHandle }
                }),
              },
              {
                path: 'pricing',
                lazy: lazyFrom('pages/PremiumPage', async () => {
                  const page = await import('./pages/PremiumPage.js')
                  return { Component: page.PricingPage, handle: page.pricingHandle }
                }),
              },
              {
                path: 'credits',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/CreditsPage', async () => {
                  const page = await import('./pages/CreditsPage.js')
                  return { Component: page.CreditsPage, handle: page.creditsHandle }
                }),
              },
              {
                path: 'credits/repeat-order',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/RepeatOrderPage', async () => {
                  const page = await import('./pages/RepeatOrderPage.js')
                  return { Component: page.RepeatOrderPage, handle: page.repeatOrderHandle }
                }),
              },
              {
                path: 'credits/:id/:paymentmethod?',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/CheckoutPage', async () => {
                  const page = await import('./pages/CheckoutPage.js')
                  return { Component: page.CheckoutPage, handle: page.checkoutHandle }
                }),
              },
              {
                path: 'directdebit',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/DirectDebitPage', async () => {
                  const page = await import('./pages/DirectDebitPage.js')
                  return { Component: page.DirectDebitPage, handle: page.directDebitHandle }
                }),
              },
              {
                path: 'transactions/:id?',
                loader: membersOnlyLoader,
                lazy: lazyFrom('pages/TransactionsPage', async () => {
                  const page = await import('./pages/TransactionsPage.js')
                  return { Component: page.TransactionsPage, handle: page.transactionsHandle }
                }),
              },
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
    ],
  },
]

/**
 * The table with the back office's routes (adminRoutes.tsx), after all the others so that every other route
 * keeps its id. The server renders with it; the browser's entry leaves them out, so visitors never download
 * the back office's route table, and adds them on an /admin page (entry-client.tsx).
 */
export function withAdminRoutes(table: RouteObject[], admin: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.id === 'root' && !route.index
      ? { ...route, children: [...(route.children ?? []), ...admin] }
      : route,
  )
}
