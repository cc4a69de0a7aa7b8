import { Alert } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import type { ActiveDiscount } from '../../../../shared/api/payments.js'
import { LoadingSpinner } from '../../../components/ui/LoadingSpinner.js'
import { formatCountdown } from '../../timebonus/countdown.js'
import { useTimeBonus } from '../../timebonus/hooks/useTimeBonus.js'
import { useBundles } from '../api/bundles.js'
import { BundleCard } from './BundleCard.js'

/** The bundles of the site in the viewer's currency, best value marked, with the active discount above. */
export function BundleList() {
  const { t } = useTranslation()
  const bundles = useBundles()
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {bundles.error.message || t('errors.internal')}
      </Alert>
    )
  }
  const { active_discount: discount } = bundles.data
  return (
    <>
      {discount && <DiscountNote discount={discount} />}
      <ul className="bundle-list list-unstyled row row-cols-2 row-cols-lg-4 g-3 g-md-4 mt-1">
        {bundles.data.bundles.map((bundle) => (
          <li key={bundle.id} className="col">
            <BundleCard bundle={bundle} buyPath={`/credits/${bundle.id}`} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** SPEC 4, Active discount: the time bonus with its countdown, or the discount code. */
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
