import type { RouteObject } from 'react-router'
import { adminRoutes } from './adminRoutes.js'
import { landerRoutes } from './landerRoutes.js'
import { ChatLayout } from './layouts/ChatLayout.js'
import { DefaultLayout } from './layouts/DefaultLayout.js'
import { LanderLayout } from './layouts/LanderLayout.js'
import { membersOnlyLoader, visitorsOnlyLoader } from './lib/accessLoaders.js'
import { AccountDeletedPage, accountDeletedHandle } from './pages/AccountDeletedPage.js'
import { ActivateDonePage, activateDoneHandle } from './pages/ActivateDonePage.js'
import { ActivateErrorPage, activateErrorHandle } from './pages/ActivateErrorPage.js'
import { ActivatePage, activateHandle } from './pages/ActivatePage.js'
import { ChatPage, chatHandle, chatLoader } from './pages/ChatPage.js'
import { ChatsIndexPage, ChatsPage, chatsHandle, chatsLoader } from './pages/ChatsPage.js'
import { CheckoutPage, checkoutHandle } from './pages/CheckoutPage.js'
import { ComplaintsPage, complaintsHandle } from './pages/ComplaintsPage.js'
import { CompleteSignupPage, completeSignupHandle } from './pages/CompleteSignupPage.js'
import { CreditsPage, creditsHandle } from './pages/CreditsPage.js'
import { DirectDebitPage, directDebitHandle } from './pages/DirectDebitPage.js'
import { ErrorPage, notFoundLoader } from './pages/ErrorPage.js'
import { IndexPage, indexHandle } from './pages/IndexPage.js'
import { InfoPage, infoPageHandle, infoPageLoader } from './pages/InfoPage.js'
import { LangConfigPage, langConfigHandle } from './pages/LangConfigPage.js'
import { LikesPage, likesHandle } from './pages/LikesPage.js'
import { LikesTypePage, likesTypeHandle, likesTypeLoader } from './pages/LikesTypePage.js'
import { LoginPage, loginHandle } from './pages/LoginPage.js'
import { MailChangePage, mailChangeHandle } from './pages/MailChangePage.js'
import { MatchFinderPage, matchFinderHandle } from './pages/MatchFinderPage.js'
import { MemberChatPage, memberChatHandle, memberChatLoader } from './pages/MemberChatPage.js'
import { likesMemberLoader, MemberLikesPage, memberLikesHandle } from './pages/MemberLikesPage.js'
import {
  MemberProfileError,
  MemberProfilePage,
  memberProfileHandle,
  memberProfileLoader,
} from './pages/MemberProfilePage.js'
import { MemberSignupPage, memberSignupHandle, memberSignupLoader } from './pages/MemberSignupPage.js'
import { MembersPage, membersHandle, membersLoader } from './pages/MembersPage.js'
import { NotificationsPage, notificationsHandle } from './pages/NotificationsPage.js'
import { PremiumPage, PricingPage, premiumHandle, pricingHandle } from './pages/PremiumPage.js'
import { ProfilePage, profileHandle } from './pages/ProfilePage.js'
import { ReactivatePage, reactivateHandle } from './pages/ReactivatePage.js'
import { RepeatOrderPage, repeatOrderHandle } from './pages/RepeatOrderPage.js'
import { ResetPasswordDoPage, resetPasswordDoHandle } from './pages/ResetPasswordDoPage.js'
import { ResetPasswordPage, resetPasswordHandle } from './pages/ResetPasswordPage.js'
import { SignupMatchesPage, signupMatchesHandle, signupMatchesLoader } from './pages/SignupMatchesPage.js'
import { SignupPage, signupHandle } from './pages/SignupPage.js'
import { SwipeGamePage, swipeGameHandle } from './pages/SwipeGamePage.js'
import { TransactionsPage, transactionsHandle } from './pages/TransactionsPage.js'
import { UnsubscribePage, unsubscribeHandle } from './pages/UnsubscribePage.js'
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
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <PageError />,
    children: [
      // The back office: its own layout, loaded only by staff (adminRoutes.tsx).
      ...adminRoutes,
      {
        element: <LanderLayout />,
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                path: 'members/:id/signup',
                element: <MemberSignupPage />,
                loader: memberSignupLoader,
                handle: memberSignupHandle,
              },
              ...landerRoutes,
              {
                path: 'signup-matches',
                element: <SignupMatchesPage />,
                loader: signupMatchesLoader,
                handle: signupMatchesHandle,
              },
            ],
          },
        ],
      },
      {
        element: <ChatLayout />,
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                // The list stays in place while conversations change beside it.
                element: <ChatsPage />,
                loader: chatsLoader,
                children: [
                  { path: 'chats', element: <ChatsIndexPage />, handle: chatsHandle },
                  { path: 'chats/:id', element: <ChatPage />, loader: chatLoader, handle: chatHandle },
                  {
                    path: 'members/:id/chat',
                    element: <MemberChatPage />,
                    loader: memberChatLoader,
                    handle: memberChatHandle,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          {
            errorElement: <PageError />,
            children: [
              { index: true, element: <IndexPage />, handle: indexHandle },
              { path: 'pages/:name', element: <InfoPage />, loader: infoPageLoader, handle: infoPageHandle },
              { path: 'signup', element: <SignupPage />, loader: visitorsOnlyLoader, handle: signupHandle },
              {
                path: 'complete-signup',
                element: <CompleteSignupPage />,
                loader: membersOnlyLoader,
                handle: completeSignupHandle,
              },
              { path: 'login', element: <LoginPage />, loader: visitorsOnlyLoader, handle: loginHandle },
              { path: 'members', element: <MembersPage />, loader: membersLoader, handle: membersHandle },
              {
                path: 'members/:id',
                element: <MemberProfilePage />,
                loader: memberProfileLoader,
                handle: memberProfileHandle,
                errorElement: <MemberProfileError />,
              },
              { path: 'reset-password', element: <ResetPasswordPage />, handle: resetPasswordHandle },
              { path: 'reset-password/do', element: <ResetPasswordDoPage />, handle: resetPasswordDoHandle },
              { path: 'activate', element: <ActivatePage />, handle: activateHandle },
              { path: 'activate/done', element: <ActivateDonePage />, handle: activateDoneHandle },
              { path: 'activate/error', element: <ActivateErrorPage />, handle: activateErrorHandle },
              { path: 'mail-change/do', element: <MailChangePage />, handle: mailChangeHandle },
              { path: 'reactivate', element: <ReactivatePage />, handle: reactivateHandle },
              { path: 'account-deleted', element: <AccountDeletedPage />, handle: accountDeletedHandle },
              {
                path: 'profile',
                element: <ProfilePage />,
                loader: membersOnlyLoader,
                handle: profileHandle,
              },
              {
                path: 'notifications',
                element: <NotificationsPage />,
                loader: membersOnlyLoader,
                handle: notificationsHandle,
              },
              { path: 'unsubscribe', element: <UnsubscribePage />, handle: unsubscribeHandle },
              { path: 'complaints', element: <ComplaintsPage />, handle: complaintsHandle },
              { path: 'lang-config', element: <LangConfigPage />, handle: langConfigHandle },
              { path: 'match-finder', element: <MatchFinderPage />, handle: matchFinderHandle },
              { path: 'likes', element: <LikesPage />, loader: membersOnlyLoader, handle: likesHandle },
              {
                path: 'likes/m/:id',
                element: <MemberLikesPage />,
                loader: likesMemberLoader,
                handle: memberLikesHandle,
              },
              {
                path: 'likes/:type',
                element: <LikesTypePage />,
                loader: likesTypeLoader,
                handle: likesTypeHandle,
              },
              {
                path: 'swipe-game',
                element: <SwipeGamePage />,
                loader: membersOnlyLoader,
                handle: swipeGameHandle,
              },
              { path: 'premium', element: <PremiumPage />, handle: premiumHandle },
              { path: 'pricing', element: <PricingPage />, handle: pricingHandle },
              { path: 'credits', element: <CreditsPage />, loader: membersOnlyLoader, handle: creditsHandle },
              {
                path: 'credits/repeat-order',
                element: <RepeatOrderPage />,
                loader: membersOnlyLoader,
                handle: repeatOrderHandle,
              },
              {
                path: 'credits/:id/:paymentmethod?',
                element: <CheckoutPage />,
                loader: membersOnlyLoader,
                handle: checkoutHandle,
              },
              {
                path: 'directdebit',
                element: <DirectDebitPage />,
                loader: membersOnlyLoader,
                handle: directDebitHandle,
              },
              {
                path: 'transactions/:id?',
                element: <TransactionsPage />,
                loader: membersOnlyLoader,
                handle: transactionsHandle,
              },
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
    ],
  },
]
