import { useState } from 'react'
import { Form } from 'react-bootstrap'
import { isLocale, localeNames } from '#shared/i18n/languages.js'
import { Notice, type NoticeState } from '#web/components/Notice.js'
import { useChangeLanguage } from '#web/lib/language/useChangeLanguage.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/** The language of the site and of the member's mails: every language the site offers. */
export function LanguageSetting() {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const changeLanguage = useChangeLanguage()
  const [notice, setNotice] = useState<NoticeState | null>(null)
  const current = isLocale(i18n.language) ? i18n.language : 'en'

  const choose = async (value: string) => {
    if (!isLocale(value)) return
    setNotice(null)
    await changeLanguage(value)
    // Said in the new language, which is now the interface's.
    setNotice({ variant: 'success', text: i18n.t('my_profile.language.saved') })
  }

  return (
    <>
      <Form.Group controlId="my-language" className="mb-2">
        <Form.Label>{t('my_profile.language.label')}</Form.Label>
        <Form.Select value={current} onChange={(event) => void choose(event.target.value)}>
          {settings.languages.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeNames[locale]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  )
}
