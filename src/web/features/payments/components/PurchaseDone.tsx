import { Link } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'

interface PurchaseDoneProps {
  title: string
  paymentId: number
  /** Credits this purchase granted. */
  credits: number
  /** The member's balance now. */
  balance: number
  /** Says that the member is premium now (after a checkout; a direct debit needs no reminder). */
  premium?: boolean
  /** The one-time discount had gone to an earlier payment: this one counted at the normal price. */
  discountWithdrawn?: boolean
}

/** The end of a completed purchase, by checkout or direct debit: what it brought and where to go next. */
export function PurchaseDone({
  title,
  paymentId,
  credits,
  balance,
  premium = false,
  discountWithdrawn = false,
}: PurchaseDoneProps) {
  const { t } = useTranslation()
  return (
    <>
      <div className="payment-result-mark text-success display-4 mb-2" aria-hidden="true">
        ✓
      </div>
      <h2 className="h3">{title}</h2>
      <p className="mb-1">{t('shop.result.completed_credits', { count: credits })}</p>
      {discountWithdrawn && <p className="mb-1 text-body-secondary">{t('shop.result.discount_withdrawn')}</p>}
      {premium && <p className="mb-1 fw-semibold">{t('shop.result.completed_premium')}</p>}
      <p className="mb-3">{t('shop.result.balance', { count: balance })}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/members" className="btn btn-primary">
          {t('shop.result.to_members')}
        </Link>
        <Link to={`/transactions/${paymentId}`} className="btn btn-outline-secondary">
          {t('shop.result.invoice')}
        </Link>
      </div>
    </>
  )
}
