import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { RepeatOrder } from '../features/payments/components/RepeatOrder.js'
import { ShopPage } from '../features/payments/components/ShopPage.js'
import { pageHandle } from '../lib/routeHandle.js'

export const repeatOrderHandle = pageHandle('credits-repeat-order', 'shop.repeat.title')

/** /credits/repeat-order: the last order again, in one step (paid members). */
export function RepeatOrderPage() {
  const { t } = useTranslation()
  return (
    <MembersOnly>
      <ShopPage title={t('shop.repeat.title')} narrow>
        <RepeatOrder />
      </ShopPage>
    </MembersOnly>
  )
}
