import { NavDropdown } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isLocale, localeNames } from '#shared/i18n/languages.js'
import { useChangeLanguage } from '#web/lib/language/useChangeLanguage.js'
import { useSettings } from '#web/lib/site.js'

export function LanguageDropdown() {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const changeLanguage = useChangeLanguage()
  const current = isLocale(i18n.language) ? i18n.language : 'en'
  return (
    <NavDropdown
      id="language-menu"
      align="end"
      title={
        <>
          <span className="visually-hidden">{t('nav.language')}: </span>
          <span aria-hidden="true">{current.toUpperCase()}</span>
        </>
      }
    >
      {settings.language_choices.map((locale) => (
        <NavDropdown.Item
          key={locale}
          as="button"
          lang={locale}
          active={locale === current}
          onClick={() => void changeLanguage(locale)}
        >
          {localeNames[locale]}
        </NavDropdown.Item>
      ))}
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/lang-config">
        {t('lang_config.link')}
      </NavDropdown.Item>
    </NavDropdown>
  )
}
