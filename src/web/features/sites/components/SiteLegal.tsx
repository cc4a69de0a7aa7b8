import { Link } from 'react-router'
import { infoPageNames } from '#shared/infoPages.js'
import { useCompanyInfo, useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * What every page a visitor can land on must say about the site (docs/product.md §1 Company pages): the legal
 * pages, who runs it, and who it is for. The default layout's footer and the landers' show the same parts.
 */

/** The company pages, one link each, as list items of `className`. */
export function LegalLinks({ itemClassName }: { itemClassName?: string }) {
  const { t } = useTranslation()
  return infoPageNames.map((name) => (
    <li key={name} className={itemClassName}>
      <Link to={`/pages/${name}`}>{t(`pages.${name}`)}</Link>
    </li>
  ))
}

/** Who the site is for and how fictional profiles are marked. */
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

/** The year, the company and its address, registration and VAT numbers. */
export function CompanyLine() {
  const { t } = useTranslation()
  const company = useCompanyInfo()
  return (
    <p className="small text-body-secondary mb-0">
      {t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}{' '}
      {/* Plain values only: the server remembers such a text once per site and language (render/i18n.ts). */}
      {t('footer.company', {
        name: company.name,
        address: company.address,
        postal_code: company.postal_code,
        city: company.city,
      })}
      {company.kvk && <> · {t('footer.kvk', { kvk: company.kvk })}</>}
      {company.vat_numbers.length > 0 && <> · {t('footer.vat', { vat: company.vat_numbers.join(', ') })}</>}
    </p>
  )
}
