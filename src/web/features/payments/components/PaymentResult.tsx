import type { ReactNode } from 'react'
import { Alert, Spinner } from 'react-bootstrap'
import { Link } from 'react-router'
import type { PaymentResponse, PaymentState } from '#shared/api/payments.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { usePayment } from '../api/payment.js'
import { isStoredCard } from '../money.js'
import { PurchaseDone } from './PurchaseDone.js'

/**
 * The return from the provider's checkout (docs/product.md §4 Payment): loading, pending (asked again every
 * 2 s), completed, failed or cancelled, each with its own screen.
 */
export function PaymentResult({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation()
  const payment = usePayment(paymentId)
  if (payment.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(payment.error, t)}
      </Alert>
    )
  }
  const state: PaymentState = payment.data?.payment.state ?? 'loading'
  return (
    <section className="payment-result text-center py-4" data-state={state} aria-live="polite">
      <StateScreen state={state} answer={payment.data} stillPending={payment.stillPending} />
    </section>
  )
}

function StateScreen({
  state,
  answer,
  stillPending,
}: {
  state: PaymentState
  answer: PaymentResponse | undefined
  stillPending: boolean
}) {
  const { t } = useTranslation()
  if (state === 'loading' || !answer) {
    return <Waiting title={t('shop.result.loading_title')} body={t('shop.result.loading_body')} />
  }
  if (state === 'pending') {
    return (
      <Waiting
        title={t('shop.result.pending_title')}
        body={t(stillPending ? 'shop.result.pending_long' : 'shop.result.pending_body')}
      >
        {stillPending && (
          <Link to="/transactions" className="btn btn-outline-primary mt-3">
            {t('shop.transactions_link')}
          </Link>
        )}
      </Waiting>
    )
  }
  if (state === 'completed') return <Completed answer={answer} />
  return <Failed state={state} answer={answer} />
}

function Waiting({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <>
      <Spinner animation="border" className="mb-3" aria-hidden="true" />
      <h2 className="h3">{title}</h2>
      <p className="mb-0">{body}</p>
      {children}
    </>
  )
}

function Completed({ answer }: { answer: PaymentResponse }) {
  const { t } = useTranslation()
  return (
    <PurchaseDone
      title={t('shop.result.completed_title')}
      paymentId={answer.payment.id}
      credits={answer.payment.credits}
      balance={answer.credits}
      premium={answer.paid_user}
      discountWithdrawn={answer.payment.discount_withdrawn}
    />
  )
}

/**
 * docs/product.md §8: failed or cancelled, with another method to try; a failed stored card offers retry or
 * PayPal.
 */
function Failed({ state, answer }: { state: 'failed' | 'cancelled'; answer: PaymentResponse }) {
  const { t } = useTranslation()
  const { bundle_id: bundle, method } = answer.payment
  const cardRetry = state === 'failed' && isStoredCard(method)
  return (
    <>
      <div className="payment-result-mark text-danger display-4 mb-2" aria-hidden="true">
        ✕
      </div>
      <h2 className="h3">
        {t(state === 'failed' ? 'shop.result.failed_title' : 'shop.result.cancelled_title')}
      </h2>
      <p className="mb-3">{t('shop.result.failed_body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {cardRetry && (
          <>
            <Link to={`/credits/${bundle}/${method}`} className="btn btn-primary">
              {t('shop.result.retry')}
            </Link>
            <Link to={`/credits/${bundle}/paypal`} className="btn btn-outline-primary">
              {t('shop.result.paypal')}
            </Link>
          </>
        )}
        <Link
          to={`/credits/${bundle}`}
          className={`btn ${cardRetry ? 'btn-outline-secondary' : 'btn-primary'}`}
        >
          {t('shop.result.other_method')}
        </Link>
      </div>
    </>
  )
}
