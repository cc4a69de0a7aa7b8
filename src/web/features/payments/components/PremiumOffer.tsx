import { premiumMatchChancePercent } from '#shared/api/payments.js'
import { photoLimits } from '#shared/constants.js'
import { LoginLink } from '#web/components/LoginLink.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { BundleList } from './BundleList.js'

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

/** Visitors see the packages once they have an account: prices depend on the member's country. */
function VisitorPrices() {
  const { t } = useTranslation()
  return (
    <p className="text-center">
      <span className="d-block mb-3">{t('shop.visitor_prices')}</span>
      <SignupLink className="btn btn-primary me-2">{t('nav.signup')}</SignupLink>
      <LoginLink className="btn btn-outline-primary">{t('nav.login')}</LoginLink>
    </p>
  )
}
