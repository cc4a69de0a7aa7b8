import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { BundlesResponse, PaymentMethod } from '#shared/api/payments.js'
import { currencyOf } from '#shared/money.js'
import type { CurrentUser } from '../auth/current-user.js'
import { activeDiscountOf, resolveDiscount } from '../discounts/service.js'
import { profileCountry } from '../members/queries.js'
import { selectedCountry } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import type { Buyer } from './checkout.js'
import { directDebitMethod, isRetired, methodsFor } from './methods.js'
import { presentBundle } from './presenter.js'
import { type BundleRow, findBundle, lastCompletedOrder, listBundles } from './queries.js'

/** Where a member buys: the country whose methods they are offered and the currency they pay in. */
export interface Market {
  country: string
  currency: string
}

/** What a member pays and may pay with: markets, bundles at their price, discounts and methods. */
export class Pricing {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * docs/product.md §5: money is shown and paid in the currency of the member's profile country, falling back
   * to the geo-selected country. A currency the site sells nothing in falls back to the site's first country.
   */
  async market(site: Site, userId: number | null, geoCountry: string | null): Promise<Market> {
    const fromProfile = userId ? await profileCountry(this.db, userId) : null
    const country = fromProfile ?? selectedCountry(site, geoCountry)
    const currency = currencyOf(country)
    if ((await listBundles(this.db, site.id, currency)).length > 0) return { country, currency }
    return { country, currency: currencyOf(selectedCountry(site, null)) }
  }

  async bundles(
    site: Site,
    user: CurrentUser | null,
    geoCountry: string | null,
    code: string | undefined,
  ): Promise<BundlesResponse> {
    const market = await this.market(site, user?.id ?? null, geoCountry)
    const rows = await listBundles(this.db, site.id, market.currency)
    const bundles = []
    let codeDiscount: BundlesResponse['code_discount'] = null
    for (const row of rows) {
      const discount = user ? await this.discountFor(site, user.id, market, row, null, code) : null
      bundles.push(presentBundle(row, discount?.percentage ?? null))
      if (code && discount) codeDiscount = { code, percentage: discount.percentage }
    }
    const last = user?.paidUser ? await lastCompletedOrder(this.db, site.id, user.id) : undefined
    return {
      bundles,
      currency: market.currency,
      country: market.country,
      methods: methodsFor(market.country, this.provider),
      active_discount: await activeDiscountOf(this.db, site, user),
      code_discount: codeDiscount,
      last_order: last ? { bundle_id: last.bundle_id, method: last.method as PaymentMethod } : null,
    }
  }

  discountFor(
    site: Site,
    userId: number,
    market: Market,
    bundle: BundleRow,
    method: PaymentMethod | null,
    code: string | undefined,
  ) {
    return resolveDiscount(this.db, {
      site,
      userId,
      code: code ?? null,
      method,
      country: market.country,
      currency: market.currency,
      amountCents: bundle.price_cents,
    })
  }

  /**
   * A bundle of this site in the member's currency, and a method offered in their country, or an error;
   * a retired method is refused with a message of its own.
   */
  async checkOrder(buyer: Buyer, bundleId: number, method: PaymentMethod) {
    const market = await this.market(buyer.site, buyer.user.id, buyer.geoCountry)
    const bundle = await findBundle(this.db, buyer.site.id, bundleId)
    if (!bundle) throw new AppError('not_found')
    if (bundle.currency !== market.currency)
      throw new AppError('validation_failed', {
        field: 'bundle',
        messageKey: 'payments.errors.bundle_currency',
      })
    if (method === directDebitMethod)
      throw new AppError('payment_method_unavailable', {
        field: 'method',
        messageKey: 'payments.errors.use_direct_debit',
      })
    // A link or an old repeat order may still name a retired method: the member hears why it is gone.
    if (isRetired(method))
      throw new AppError('payment_method_unavailable', {
        field: 'method',
        messageKey: 'payments.errors.method_retired',
      })
    if (!methodsFor(market.country, this.provider).includes(method))
      throw new AppError('payment_method_unavailable', { field: 'method' })
    return { market, bundle }
  }
}
