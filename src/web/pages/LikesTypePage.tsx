import { useParams } from 'react-router'
import { MembersOnly } from '../features/account/components/Guards.js'
import { LikesPage } from '../features/likes/components/LikesPage.js'
import { isLikeListType } from '../features/likes/routeData.js'
import type { RouteHandle } from '../routeMeta.js'
import { withSiteName } from '../routeMeta.js'

export { likesTypeLoader } from '../features/likes/routeData.js'

export const likesTypeHandle: RouteHandle = {
  name: 'likes-type',
  meta: (args) => ({ title: withSiteName(args.t('likes.title'), args) }),
}

/** /likes/:type: received, sent or matches (the loader answers 404 for anything else). */
export function LikesTypePage() {
  const { type } = useParams()
  return <MembersOnly>{isLikeListType(type) ? <LikesPage type={type} /> : null}</MembersOnly>
}
