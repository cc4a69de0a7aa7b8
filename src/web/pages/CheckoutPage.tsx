import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { Checkout } from '../features/payments/components/Checkout.js'
import { PaymentResult } from '../features/payments/components/PaymentResult.js'
import { ShopPage } from '../features/payments/components/ShopPage.js'
import { paymentIdOf } from '../features/payments/returnParam.js'
import { pageHandle } from '../lib/routeHandle.js'

export const checkoutHandle = pageHandle('credits-id-paymentmethod', 'shop.checkout.title')

/** /credits/{id}/{paymentmethod?}: buy a bundle; with ?payment= the state of the purchase that came back. */
export function CheckoutPage() {
  const { t } = useTranslation()
  const { id, paymentmethod } = useParams()
  const [params] = useSearchParams()
  const paymentId = paymentIdOf(params)
  return (
    <MembersOnly>
      <ShopPage title={t('shop.checkout.title')}>
        {paymentId ? (
          <PaymentResult paymentId={paymentId} />
        ) : (
          <Checkout bundleId={Number(id)} method={paymentmethod} />
        )}
      </ShopPage>
    </MembersOnly>
  )
}
