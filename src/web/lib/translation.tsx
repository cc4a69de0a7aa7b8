import type { i18n, TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'

/** The namespaces of the catalogues: the members' texts, and the back-office's (loaded with /admin). */
type Namespace = 'translation' | 'staff'

export interface Translation {
  t: TFunction
  i18n: i18n
}

interface Translations {
  of(ns: Namespace): Translation
}

const TranslationContext = createContext<Translations | null>(null)

/**
 * The page's translations, handed down once. react-i18next's `useTranslation` sets up, for each component
 * that asks, a subscription to the language, a copy of the i18next instance's properties and a translate
 * function of its own, about half of what rendering a small component costs, on the server and while the
 * browser hydrates; here each namespace's translate function is made once per language and every component
 * reads it from the context. A change of language (`useChangeLanguage`) draws the components again.
 */
export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language)
  useEffect(() => {
    const follow = (next: string) => setLanguage(next)
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [i18n])
  const translations = useMemo(() => {
    const made = new Map<Namespace, Translation>()
    return {
      of(ns: Namespace) {
        let translation = made.get(ns)
        if (!translation) {
          translation = { t: i18n.getFixedT(language, ns), i18n }
          made.set(ns, translation)
        }
        return translation
      },
    }
  }, [i18n, language])
  return <TranslationContext.Provider value={translations}>{children}</TranslationContext.Provider>
}

/** `t` of the page's language and the i18next instance, for a component under `AppProviders`. */
export function useTranslation(ns: Namespace = 'translation'): Translation {
  const translations = useContext(TranslationContext)
  if (!translations) throw new Error('useTranslation() outside TranslationProvider (AppProviders)')
  return translations.of(ns)
}
