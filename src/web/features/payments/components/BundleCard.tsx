import { Link } from 'react-router'
import type { Bundle } from '#shared/api/payments.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { useTranslation } from '#web/lib/translation.js'
import { formatPerCredit, totalCredits } from '../money.js'
import { PriceTag } from './PriceTag.js'

/**
 * One bundle: credits, bonus, price (struck through under a discount), best value, price per credit, and
 * the way to buy it: the checkout at `buyPath`, or for a visitor (`buyPath` null) the signup.
 */
export function BundleCard({ bundle, buyPath }: { bundle: Bundle; buyPath: string | null }) {
  const { t, i18n } = useTranslation()
  const perCredit = formatPerCredit(bundle, i18n.language)
  const title = t('shop.bundle_credits', { count: bundle.credits })
  const button = `btn ${bundle.best_value ? 'btn-primary' : 'btn-outline-primary'} mt-auto`
  return (
    <article
      className={`bundle-card card h-100 text-center ${bundle.best_value ? 'border-primary border-2 bundle-best' : ''}`}
      aria-label={title}
    >
      {bundle.best_value && (
        <div className="bundle-best-mark badge bg-primary position-absolute top-0 start-50 translate-middle">
          {t('shop.best_value')}
        </div>
      )}
      <div className="card-body d-flex flex-column">
        <h3 className="h4 mb-1">{title}</h3>
        {bundle.bonus_credits > 0 ? (
          <p className="bundle-bonus text-success fw-semibold mb-2">
            {t('shop.bonus_credits', { count: bundle.bonus_credits })}
          </p>
        ) : (
          <p className="bundle-bonus mb-2">&nbsp;</p>
        )}
        <p className="bundle-price mb-1">
          <PriceTag bundle={bundle} />
        </p>
        {perCredit && (
          <p className="small text-body-secondary mb-3">{t('shop.per_credit', { price: perCredit })}</p>
        )}
        {buyPath === null ? (
          <SignupLink className={button}>{t('shop.visitor_buy')}</SignupLink>
        ) : (
          <Link
            to={buyPath}
            className={button}
            aria-label={t('shop.buy_label', { count: totalCredits(bundle) })}
          >
            {t('shop.buy')}
          </Link>
        )}
      </div>
    </article>
  )
}
