import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import type { MemberProfile } from '#shared/api/members.js'
import { GiftButton, VisitorGiftButton } from '../features/chat/components/GiftButton.js'
import { MessageButton } from '../features/chat/components/MessageButton.js'
import { VisitorLikeButton } from '../features/likes/components/LikeButton.js'
import { ProfileLike } from '../features/likes/components/ProfileLike.js'
import { ProfileRefused } from '../features/members/components/ProfileRefused.js'
import { ProfileView } from '../features/members/components/ProfileView.js'
import type { ProfileRefusal } from '../features/members/routeData.js'
import { usePrefetchWhenIdle } from '../lib/whenIdle.js'
import { RouteErrorStatus } from '../Root.js'
import { ErrorPage } from './ErrorPage.js'
import { nextPages } from './nextPages.js'

export { memberProfileHandle, memberProfileLoader } from '../features/members/routeData.js'

/** /members/:id: a member's profile (docs/product.md §2 Other screens item 5). */
export function MemberProfilePage() {
  const member = useLoaderData<MemberProfile>()
  usePrefetchWhenIdle(nextPages.afterProfile)
  return (
    <ProfileView
      key={member.id}
      member={member}
      actions={{
        message: <MessageButton member={member} />,
        like: <ProfileLike member={member} />,
        gift: <GiftButton member={member} />,
        visitorLike: <VisitorLikeButton name={member.name} />,
        visitorGift: <VisitorGiftButton name={member.name} />,
      }}
    />
  )
}

/** A refused profile shows the server's reason; unknown ones the normal not-found page. */
export function MemberProfileError() {
  const error = useRouteError()
  const refusal =
    isRouteErrorResponse(error) && error.status !== 404 ? (error.data as ProfileRefusal | null) : null
  return (
    <>
      <RouteErrorStatus />
      {refusal?.message ? <ProfileRefused message={refusal.message} /> : <ErrorPage />}
    </>
  )
}
