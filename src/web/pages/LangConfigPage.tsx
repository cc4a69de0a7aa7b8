import { useState } from 'react'
import { Alert, ListGroup } from 'react-bootstrap'
import { isLocale, type Locale, localeNames, locales } from '#shared/i18n/languages.js'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { useChangeLanguage } from '../lib/language/useChangeLanguage.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useSettings } from '../lib/site.js'

export const langConfigHandle = pageHandle('lang-config', 'lang_config.title')

/**
 * /lang-config (docs/product.md §2): every interface language, each in its own name. The ones the top
 * navigation offers in the visitor's country come first; a member's choice is saved on the account as well.
 */
export function LangConfigPage() {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const changeLanguage = useChangeLanguage()
  const [saved, setSaved] = useState(false)
  const current = isLocale(i18n.language) ? i18n.language : 'en'
  const suggested = settings.language_choices
  const others = locales.filter((locale) => !suggested.includes(locale))

  const choose = async (locale: Locale) => {
    setSaved(false)
    await changeLanguage(locale)
    setSaved(true)
  }

  const group = (title: string, choices: readonly Locale[]) =>
    choices.length > 0 && (
      <section className="mb-3">
        <h2 className="h6 text-body-secondary">{title}</h2>
        <ListGroup>
          {choices.map((locale) => (
            <ListGroup.Item
              key={locale}
              action
              as="button"
              type="button"
              lang={locale}
              active={locale === current}
              aria-pressed={locale === current}
              onClick={() => void choose(locale)}
            >
              {localeNames[locale]}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </section>
    )

  return (
    <AccountPage title={t('lang_config.title')}>
      <p>{t('lang_config.intro')}</p>
      {group(t('lang_config.suggested'), suggested)}
      {group(t('lang_config.others'), others)}
      {saved && (
        <Alert variant="success" role="status" className="py-2">
          {t('lang_config.saved')}
        </Alert>
      )}
    </AccountPage>
  )
}
