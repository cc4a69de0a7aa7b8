import { useParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { MemberLikes } from '../features/likes/components/MemberLikes.js'
import { likesMemberId } from '../features/likes/routeData.js'
import { pageHandle } from '../lib/routeHandle.js'

export { likesMemberLoader } from '../features/likes/routeData.js'

export const memberLikesHandle = pageHandle('likes-m-id', 'likes.title')

/** /likes/m/:id: the likes between the member and one other member. */
export function MemberLikesPage() {
  const { t } = useTranslation()
  const id = likesMemberId(useParams().id)
  return (
    <MembersOnly>
      <section className="container-lg py-4" aria-labelledby="likes-title">
        <h1 id="likes-title" className="h2 mb-3">
          {t('likes.title')}
        </h1>
        {id !== null && <MemberLikes id={id} />}
      </section>
    </MembersOnly>
  )
}
