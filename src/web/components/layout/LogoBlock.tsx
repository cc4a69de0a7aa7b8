import { Link } from 'react-router'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * The site's logo, in the header and the footer (docs/product.md §2 Other screens item 4): the image an
 * operator gave the site, else the heart mark and the site's name.
 */
export function LogoBlock({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const { logo } = settings
  return (
    <Link to="/" className={`logo-block ${className}`} aria-label={t('nav.home', { site: settings.name })}>
      {logo ? (
        <img className="logo-image" src={logo.url} width={logo.width} height={logo.height} alt="" />
      ) : (
        <>
          <span className="logo-mark" aria-hidden="true">
            ♥
          </span>
          <span className="logo-name">{settings.name}</span>
        </>
      )}
    </Link>
  )
}
