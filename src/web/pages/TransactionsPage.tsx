import { useParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { ShopPage } from '../features/payments/components/ShopPage.js'
import { TransactionDetail } from '../features/payments/components/TransactionDetail.js'
import { Transactions } from '../features/payments/components/Transactions.js'
import { pageHandle } from '../lib/routeHandle.js'

export const transactionsHandle = pageHandle('transactions-id', 'transactions.title')

/** /transactions/{id?}: the purchases and credits spent, or one purchase with its invoice. */
export function TransactionsPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const paymentId = Number(id)
  return (
    <MembersOnly>
      <ShopPage title={t('transactions.title')}>
        {id && Number.isInteger(paymentId) && paymentId > 0 ? (
          <TransactionDetail id={paymentId} />
        ) : (
          <Transactions />
        )}
      </ShopPage>
    </MembersOnly>
  )
}
