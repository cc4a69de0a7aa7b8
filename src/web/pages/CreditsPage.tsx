import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { BundleList } from '../features/payments/components/BundleList.js'
import { PaymentResult } from '../features/payments/components/PaymentResult.js'
import { ShopPage } from '../features/payments/components/ShopPage.js'
import { paymentIdOf } from '../features/payments/returnParam.js'
import { pageHandle } from '../lib/routeHandle.js'

export const creditsHandle = pageHandle('credits', 'shop.credits_title')

/**
 * /credits: the credit bundles (docs/product.md §2); the return from a checkout may land here too
 * (?payment=).
 */
export function CreditsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const paymentId = paymentIdOf(params)
  return (
    <MembersOnly>
      <ShopPage title={t('shop.credits_title')}>
        {paymentId ? (
          <PaymentResult paymentId={paymentId} />
        ) : (
          <>
            <p className="lead">{t('shop.credits_intro')}</p>
            <BundleList />
            <p className="mt-4 small text-body-secondary d-flex flex-wrap gap-3">
              <Link to="/directdebit">{t('direct_debit.title')}</Link>
              <Link to="/transactions">{t('shop.transactions_link')}</Link>
            </p>
          </>
        )}
      </ShopPage>
    </MembersOnly>
  )
}
