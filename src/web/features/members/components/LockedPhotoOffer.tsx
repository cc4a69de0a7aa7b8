import { lazy, Suspense, useState } from 'react'
import { LoginLink } from '#web/components/LoginLink.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'

// Fetched when a member asks for it, not with every profile.
const PremiumOfferModal = lazy(async () => ({
  default: (await import('#web/components/PremiumOfferModal.js')).PremiumOfferModal,
}))

/**
 * Why a private photo is blurred and how to see it (docs/product.md §6): visitors log in or sign up, free
 * members get the premium offer, a modal that offers to buy credits. Premium members never see a locked photo.
 */
export function LockedPhotoOffer({ name, className = '' }: { name: string; className?: string }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  // Mounted from the first click on, so that it can fade out when closed.
  const [offer, setOffer] = useState<'open' | 'closed' | null>(null)
  return (
    <div className={`locked-offer text-center ${className}`}>
      <Icon name="lock" className="locked-offer-icon mb-2" />
      {user ? (
        <>
          <p className="mb-2">{t('profile_view.premium_only')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setOffer('open')}>
            {t('nav.get_premium')}
          </button>
          {offer !== null && (
            <Suspense fallback={null}>
              <PremiumOfferModal show={offer === 'open'} onClose={() => setOffer('closed')} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <p className="mb-2">{t('profile_view.locked_visitor', { name })}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <LoginLink className="btn btn-primary btn-sm">{t('nav.login')}</LoginLink>
            <SignupLink className="btn btn-outline-primary btn-sm locked-offer-signup">
              {t('nav.signup')}
            </SignupLink>
          </div>
        </>
      )}
    </div>
  )
}
