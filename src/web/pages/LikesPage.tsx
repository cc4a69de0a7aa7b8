import { MembersOnly } from '../features/account/components/Guards.js'
import { accountHandle } from '../features/account/routeHandle.js'
import { LikesPage as Likes } from '../features/likes/components/LikesPage.js'

export const likesHandle = accountHandle('likes', 'likes.title')

/** /likes: everyone the member liked or was liked by (members only). */
export function LikesPage() {
  return (
    <MembersOnly>
      <Likes />
    </MembersOnly>
  )
}
