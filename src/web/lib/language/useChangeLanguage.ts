import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRevalidator } from 'react-router'
import {
  type CatalogueNamespace,
  type Locale,
  localeCookie,
  localeCookieMaxAgeSeconds,
} from '#shared/i18n/languages.js'
import { useTranslation } from '#web/lib/translation.js'
import { type CurrentUser, currentUserQuery } from '../session.js'
import { ensureCatalogue } from './catalogue.js'
import { saveLanguage } from './saveLanguage.js'

const catalogueNamespaces: CatalogueNamespace[] = ['translation', 'staff']

/** docs/product.md §4 Language: a member's choice is saved on the account, so mails follow it too. */
async function saveForMember(locale: Locale, member: CurrentUser | null | undefined): Promise<void> {
  if (!member || member.language === locale) return
  try {
    await saveLanguage(locale)
  } catch {
    // The interface has switched already and the cookie keeps the choice; only the mails' language
    // stays behind, and the next change tries again. Not worth an error in the visitor's face.
  }
}

/**
 * Switches the interface language without a reload: fetches the catalogues once, keeps the choice in
 * the cookie (docs/product.md §9), saves it on the member, and reloads the server data that is translated.
 */
export function useChangeLanguage(): (locale: Locale) => Promise<void> {
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  return useCallback(
    async (locale: Locale) => {
      // The texts the page shows now (the back office's too, on its pages), in the new language.
      const shown = catalogueNamespaces.filter((namespace) =>
        i18n.hasResourceBundle(i18n.language, namespace),
      )
      await Promise.all(shown.map((namespace) => ensureCatalogue(i18n, locale, namespace)))
      const secure = window.location.protocol === 'https:' ? '; secure' : ''
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${localeCookie}=${locale}; path=/; max-age=${localeCookieMaxAgeSeconds}; samesite=lax${secure}`
      await i18n.changeLanguage(locale)
      document.documentElement.lang = locale
      await saveForMember(locale, queryClient.getQueryData(currentUserQuery().queryKey))
      await Promise.all([queryClient.invalidateQueries(), revalidator.revalidate()])
    },
    [i18n, queryClient, revalidator],
  )
}
