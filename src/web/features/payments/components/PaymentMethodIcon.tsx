import type { PaymentMethod } from '#shared/api/payments.js'
import { methodMarks } from '../paymentMethods.js'

/** A payment method's mark; decorative, since its name is always written beside it. */
export function PaymentMethodIcon({ method }: { method: PaymentMethod }) {
  const { mark, background, color } = methodMarks[method]
  return (
    <span className="payment-method-icon" style={{ background, color }} aria-hidden="true">
      {mark}
    </span>
  )
}
