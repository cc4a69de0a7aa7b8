import { isLocale, localeNames } from '#shared/i18n/languages.js'
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from '#web/components/ui/NavMenu.js'
import { useChangeLanguage } from '#web/lib/language/useChangeLanguage.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

export function LanguageDropdown() {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const changeLanguage = useChangeLanguage()
  const current = isLocale(i18n.language) ? i18n.language : 'en'
  return (
    <NavMenu
      id="language-menu"
      alignEnd
      title={
        <>
          <span className="visually-hidden">{t('nav.language')}: </span>
          <span aria-hidden="true">{current.toUpperCase()}</span>
        </>
      }
    >
      {settings.language_choices.map((locale) => (
        <NavMenuButton
          key={locale}
          lang={locale}
          active={locale === current}
          onClick={() => void changeLanguage(locale)}
        >
          {localeNames[locale]}
        </NavMenuButton>
      ))}
      <NavMenuDivider />
      <NavMenuLink to="/lang-config">{t('lang_config.link')}</NavMenuLink>
    </NavMenu>
  )
}
