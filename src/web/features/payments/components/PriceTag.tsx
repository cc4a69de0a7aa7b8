import type { Bundle } from '#shared/api/payments.js'
import { useTranslation } from '#web/lib/translation.js'
import { priceDisplay } from '../money.js'

/** The price to pay, with the price before the active discount struck through when one applies. */
export function PriceTag({ bundle, className = '' }: { bundle: Bundle; className?: string }) {
  const { t, i18n } = useTranslation()
  const { now, was } = priceDisplay(bundle, i18n.language)
  return (
    <span className={`price-tag ${className}`}>
      {was && (
        <del className="price-was text-body-secondary me-2">
          <span className="visually-hidden">{t('shop.price_was')} </span>
          {was}
        </del>
      )}
      <span className="price-now fw-bold">
        {was && <span className="visually-hidden">{t('shop.price_now')} </span>}
        {now}
      </span>
    </span>
  )
}
