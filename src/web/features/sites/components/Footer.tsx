import { Link } from 'react-router'
import { infoPageNames } from '#shared/infoPages.js'
import { LogoBlock } from '#web/components/layout/LogoBlock.js'
import { useCompanyInfo, useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

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
              {infoPageNames.map((name) => (
                <li key={name}>
                  <Link to={`/pages/${name}`}>{t(`pages.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Disclaimer />
        <p className="small text-body-secondary mb-0">
          {t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}{' '}
          {t('footer.company', company)}
          {company.kvk && <> · {t('footer.kvk', { kvk: company.kvk })}</>}
          {company.vat_numbers.length > 0 && (
            <> · {t('footer.vat', { vat: company.vat_numbers.join(', ') })}</>
          )}
        </p>
      </div>
    </footer>
  )
}

/** Who the site is for and how fictional profiles are marked, on every page of the default layout. */
export function Disclaimer() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <p className="disclaimer small text-body-secondary border-top pt-3 mt-2">
      {t('footer.disclaimer', {
        site: settings.name,
        min_age: settings.min_age,
        plural: settings.fictional_plural,
        icon: settings.fictional_icon,
      })}
    </p>
  )
}
