import { Link } from 'react-router'
import { SignupLink } from '#web/components/SignupLink.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/** What visitors see where the site keeps its search for members (docs/product.md §4 Logged-out search). */
export function SearchGate() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <section className="search-gate text-center mx-auto py-5">
      <h2 className="h3">{t('search.gate_title', { site: settings.name })}</h2>
      <p className="lead text-body-secondary">{t('search.gate_body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <SignupLink className="btn btn-primary btn-lg">{t('nav.signup')}</SignupLink>
        <Link to="/login" className="btn btn-outline-primary btn-lg">
          {t('nav.login')}
        </Link>
      </div>
    </section>
  )
}
