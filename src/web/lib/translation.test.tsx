// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { createI18n } from './i18n.js'
import { TranslationProvider, useTranslation } from './translation.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const seen: unknown[] = []

function Help() {
  const { t } = useTranslation()
  seen.push(t)
  return <p>{t('footer.help')}</p>
}

describe('useTranslation', () => {
  it('hands every component the one translate function of the language, and follows a change of language', async () => {
    const i18n = createI18n('en', { en: { translation: catalogues.en }, de: { translation: catalogues.de } })
    const container = document.createElement('div')
    const root = createRoot(container)
    act(() =>
      root.render(
        <TranslationProvider i18n={i18n}>
          <Help />
          <Help />
        </TranslationProvider>,
      ),
    )
    expect(container.textContent).toBe(catalogues.en.footer.help.repeat(2))
    expect(seen[0]).toBe(seen[1])

    await act(() => i18n.changeLanguage('de'))
    expect(container.textContent).toBe(catalogues.de.footer.help.repeat(2))
    expect(seen.at(-1)).not.toBe(seen[0])
    act(() => root.unmount())
  })

  it('refuses to translate outside the provider rather than in no language', () => {
    const root = createRoot(document.createElement('div'))
    expect(() => act(() => root.render(<Help />))).toThrow(/TranslationProvider/)
  })
})
