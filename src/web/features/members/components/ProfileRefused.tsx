import { Link } from 'react-router'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'

/** A profile the viewer may not see, with the server's reason (docs/product.md §6: blocked by the member). */
export function ProfileRefused({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <section className="container-lg py-5 text-center">
      <p className="display-4 text-body-secondary mb-3">
        <Icon name="block" />
      </p>
      <h1 className="h4 mx-auto profile-refused">{message}</h1>
      <Link to="/members" className="btn btn-primary mt-3">
        {t('profile_view.back_to_search')}
      </Link>
    </section>
  )
}
