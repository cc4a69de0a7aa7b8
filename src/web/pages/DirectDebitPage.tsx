import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { DirectDebit } from '../features/payments/components/DirectDebit.js'
import { ShopPage } from '../features/payments/components/ShopPage.js'
import { paymentIdOf } from '../features/payments/returnParam.js'
import { pageHandle } from '../lib/routeHandle.js'

export const directDebitHandle = pageHandle('directdebit', 'direct_debit.title')

/** /directdebit: a bundle paid by SEPA direct debit, confirmed with an SMS code. */
export function DirectDebitPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <MembersOnly>
      <ShopPage title={t('direct_debit.title')} narrow>
        <DirectDebit bundleId={paymentIdOf(params, 'bundle')} />
      </ShopPage>
    </MembersOnly>
  )
}
