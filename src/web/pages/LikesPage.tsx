import { MembersOnly } from '../features/account/components/Guards.js'
import { LikesPage as Likes } from '../features/likes/components/LikesPage.js'
import { pageHandle } from '../lib/routeHandle.js'

export const likesHandle = pageHandle('likes', 'likes.title')

/** /likes: everyone the member liked or was liked by (members only). */
export function LikesPage() {
  return (
    <MembersOnly>
      <Likes />
    </MembersOnly>
  )
}
