import { type BundlesResponse, premiumMatchChancePercent } from '#shared/api/payments.js'
import { photoLimits } from '#shared/constants.js'
import { LoginLink } from '#web/components/LoginLink.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useBundles } from '../api/bundles.js'
import { groupMethods } from '../paymentMethods.js'
import { BundleCard } from './BundleCard.js'
import { BundleList } from './BundleList.js'
import { MethodList } from './MethodChoices.js'

/**
 * /premium and /pricing: what premium gives, the 46% claim (docs/product.md §1) and the packages that buy it.
 */
export function PremiumOffer({ titleKey }: { titleKey: 'shop.premium_title' | 'shop.pricing_title' }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  return (
    <div className="container-lg py-4 premium-offer">
      <header className="text-center mb-4">
        <h1 className="mb-2">{t(titleKey)}</h1>
        <p className="lead mb-0">{t('shop.match_claim', { percent: premiumMatchChancePercent })}</p>
      </header>
      {user?.paid_user && (
        <p className="alert alert-success text-center" role="status">
          {t('shop.already_premium')}
        </p>
      )}
      <ul className="premium-benefits list-unstyled row row-cols-1 row-cols-md-3 g-3 mb-4">
        <Benefit title={t('shop.benefit_photos_title')} body={t('shop.benefit_photos')} />
        <Benefit
          title={t('shop.benefit_upload_title', { count: photoLimits.premium })}
          body={t('shop.benefit_upload', { count: photoLimits.premium, free: photoLimits.free })}
        />
        <Benefit title={t('shop.benefit_life_title')} body={t('shop.benefit_life')} />
      </ul>
      <h2 className="h3 text-center mb-3">{t('shop.packages_title')}</h2>
      {user ? <BundleList /> : <VisitorPrices />}
    </div>
  )
}

function Benefit({ title, body }: { title: string; body: string }) {
  return (
    <li className="col">
      <div className="card h-100 premium-benefit">
        <div className="card-body">
          <h3 className="h5">
            <span className="text-primary me-2" aria-hidden="true">
              ✓
            </span>
            {title}
          </h3>
          <p className="mb-0 text-body-secondary">{body}</p>
        </div>
      </div>
    </li>
  )
}

/**
 * Visitors see the packages at the prices of the country the site chose for them (GET /api/bundles.php
 * answers visitors too), each with a call to sign up instead of a buy button, and the ways to pay there.
 */
function VisitorPrices() {
  const bundles = useBundles()
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) return <SignupCall />
  return <VisitorPriceList prices={bundles.data} />
}

export function VisitorPriceList({ prices }: { prices: BundlesResponse }) {
  const { t } = useTranslation()
  const groups = groupMethods(prices.methods)
  return (
    <>
      <p className="text-center text-body-secondary mb-2">
        {t('shop.visitor_country', { country: t(`countries.${prices.country}`) })}
      </p>
      <ul className="bundle-list list-unstyled row row-cols-2 row-cols-lg-4 g-3 g-md-4 mt-1">
        {prices.bundles.map((bundle) => (
          <li key={bundle.id} className="col">
            <BundleCard bundle={bundle} buyPath={null} />
          </li>
        ))}
      </ul>
      {groups.length > 0 && (
        <section className="visitor-methods text-center mt-4" aria-labelledby="visitor-methods-title">
          <h3 className="h6 text-body-secondary mb-2" id="visitor-methods-title">
            {t('shop.visitor_methods')}
          </h3>
          <MethodList groups={groups} />
        </section>
      )}
      <SignupCall />
    </>
  )
}

/** The way in for a visitor: a free account, or logging in to an existing one. */
function SignupCall() {
  const { t } = useTranslation()
  return (
    <p className="text-center mt-4 mb-0">
      <span className="d-block mb-3">{t('shop.visitor_note')}</span>
      <SignupLink className="btn btn-primary me-2">{t('nav.signup')}</SignupLink>
      <LoginLink className="btn btn-outline-primary">{t('nav.login')}</LoginLink>
    </p>
  )
}
