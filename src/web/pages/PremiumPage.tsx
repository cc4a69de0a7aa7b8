import { PremiumOffer } from '../features/payments/components/PremiumOffer.js'
import { pageHandle } from '../lib/routeHandle.js'

export const premiumHandle = pageHandle('premium', 'shop.premium_title')
export const pricingHandle = pageHandle('pricing', 'shop.pricing_title')

/** /premium: the premium offer with its package lists (docs/product.md §2), part of the members area. */
export function PremiumPage() {
  return <PremiumOffer titleKey="shop.premium_title" />
}

/** /pricing: the same packages, linked from the footer. */
export function PricingPage() {
  return <PremiumOffer titleKey="shop.pricing_title" />
}
