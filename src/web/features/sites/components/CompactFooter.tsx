import { useTranslation } from '#web/lib/translation.js'
import { CompanyLine, Disclaimer, LegalLinks } from './SiteLegal.js'

/**
 * The footer of the pages paid traffic lands on: small, below the lander, with what every page of the site
 * must say (the legal pages, who the site is for and how fictional profiles are marked, the company).
 */
export function CompactFooter() {
  const { t } = useTranslation()
  return (
    <footer className="compact-footer border-top py-3">
      <div className="container-lg">
        <nav aria-label={t('footer.legal')}>
          <ul className="list-inline small lh-lg mb-0">
            <LegalLinks itemClassName="list-inline-item" />
          </ul>
        </nav>
        <Disclaimer />
        <CompanyLine />
      </div>
    </footer>
  )
}
