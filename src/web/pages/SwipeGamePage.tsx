import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { SwipeGame } from '../features/likes/components/SwipeGame.js'
import { pageHandle } from '../lib/routeHandle.js'

export const swipeGameHandle = pageHandle('swipe-game', 'swipe.title')

/** /swipe-game: the swipe game (members only). */
export function SwipeGamePage() {
  const { t } = useTranslation()
  return (
    <MembersOnly>
      <section className="container-lg py-4" aria-labelledby="swipe-title">
        <h1 id="swipe-title" className="h2 mb-3 text-center">
          {t('swipe.title')}
        </h1>
        <SwipeGame />
      </section>
    </MembersOnly>
  )
}
