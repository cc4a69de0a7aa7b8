import { LoginLink } from '#web/components/LoginLink.js'
import { usePremiumOffer } from '#web/components/PremiumOffer.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * Why a private photo is blurred and how to see it (docs/product.md §6): visitors log in or sign up, free
 * members get the premium offer, a modal that offers to buy credits. Premium members never see a locked photo.
 */
export function LockedPhotoOffer({ name, className = '' }: { name: string; className?: string }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const premium = usePremiumOffer()
  return (
    <div className={`locked-offer text-center ${className}`}>
      <Icon name="lock" className="locked-offer-icon mb-2" />
      {user ? (
        <>
          <p className="mb-2">{t('profile_view.premium_only')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={premium.offer}>
            {t('nav.get_premium')}
          </button>
          {premium.modal}
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
