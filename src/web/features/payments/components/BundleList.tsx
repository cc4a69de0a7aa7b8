import { Alert } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import type { ActiveDiscount } from '#shared/api/payments.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useBundles } from '../api/bundles.js'
import { formatCountdown } from '../countdown.js'
import { useTimeBonus } from '../hooks/useTimeBonus.js'
import { BundleCard } from './BundleCard.js'

/**
 * The bundles of the site in the viewer's currency, best value marked, with the active discount above.
 * A code in the address (?code=, from the stay offer) prices them and goes along to the checkout; a code
 * that does not apply is said above the plain prices.
 */
export function BundleList() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const code = params.get('code')?.trim() || undefined
  const withCode = useBundles(code, code !== undefined)
  const codeRefused = code !== undefined && withCode.isError
  const plain = useBundles(undefined, code === undefined || codeRefused)
  const bundles = code !== undefined && !codeRefused ? withCode : plain
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(bundles.error, t)}
      </Alert>
    )
  }
  const { active_discount: discount, code_discount: applied } = bundles.data
  return (
    <>
      {codeRefused && (
        <Alert variant="warning" role="alert" className="mb-2">
          {errorText(withCode.error, t)}
        </Alert>
      )}
      {applied ? (
        <Alert variant="success" className="discount-note mb-0">
          {t('shop.discount_code', { percentage: applied.percentage, code: applied.code })}
        </Alert>
      ) : (
        discount && <DiscountNote discount={discount} />
      )}
      <ul className="bundle-list list-unstyled row row-cols-2 row-cols-lg-4 g-3 g-md-4 mt-1">
        {bundles.data.bundles.map((bundle) => (
          <li key={bundle.id} className="col">
            <BundleCard
              bundle={bundle}
              buyPath={`/credits/${bundle.id}${applied ? `?code=${encodeURIComponent(applied.code)}` : ''}`}
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** docs/product.md §4 Active discount: the time bonus with its countdown, or the discount code. */
export function DiscountNote({ discount }: { discount: ActiveDiscount }) {
  const { t } = useTranslation()
  const bonus = useTimeBonus()
  if (discount.kind === 'time_bonus' && bonus) {
    return (
      <Alert variant="warning" className="discount-note mb-0">
        <span className="me-1" aria-hidden="true">
          ★
        </span>
        {t('shop.discount_time_bonus', { percentage: discount.percentage })}{' '}
        <span className="fw-semibold text-nowrap" role="timer">
          {formatCountdown(bonus.seconds)}
        </span>
      </Alert>
    )
  }
  return (
    <Alert variant="success" className="discount-note mb-0">
      {t('shop.discount_code', { percentage: discount.percentage, code: discount.code })}
    </Alert>
  )
}
