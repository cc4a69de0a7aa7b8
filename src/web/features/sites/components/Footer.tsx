import { Link } from 'react-router'
import { LogoBlock } from '#web/components/layout/LogoBlock.js'
import { useCompanyInfo, useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { CompanyLine, Disclaimer, LegalLinks } from './SiteLegal.js'

export function Footer() {
  const { t } = useTranslation()
  const settings = useSettings()
  const company = useCompanyInfo()
  return (
    <footer className="site-footer border-top mt-auto pt-4 pb-3">
      <div className="container-lg">
        <div className="row gy-3">
          <div className="col-12 col-md-4">
            <LogoBlock className="mb-2" />
            <p className="small text-body-secondary mb-0">{settings.description}</p>
          </div>
          <nav className="col-6 col-md-4" aria-label={t('footer.navigation')}>
            <h2 className="h6">{t('footer.help')}</h2>
            <ul className="list-unstyled small">
              <li>
                <Link to="/pricing">{t('footer.pricing')}</Link>
              </li>
              <li>
                <Link to="/complaints">{t('footer.complaints')}</Link>
              </li>
              <li>
                <a href={`mailto:${settings.support_email}`}>{t('footer.support')}</a>
              </li>
              {company.support_phone && (
                <li>
                  <a href={`tel:${company.support_phone}`}>
                    {t('footer.support_phone', { phone: company.support_phone })}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <nav className="col-6 col-md-4" aria-label={t('footer.legal')}>
            <h2 className="h6">{t('footer.legal')}</h2>
            <ul className="list-unstyled small">
              <LegalLinks />
            </ul>
          </nav>
        </div>
        <Disclaimer />
        <CompanyLine />
      </div>
    </footer>
  )
}
