import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSettings } from '#web/lib/site.js'

/** The site's name as its logo, in the header and the footer (docs/product.md §2 Other screens item 4). */
export function LogoBlock({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <Link to="/" className={`logo-block ${className}`} aria-label={t('nav.home', { site: settings.name })}>
      <span className="logo-mark" aria-hidden="true">
        ♥
      </span>
      <span className="logo-name">{settings.name}</span>
    </Link>
  )
}
