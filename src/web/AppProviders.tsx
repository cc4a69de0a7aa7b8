import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { CurrentUserProvider } from './lib/session.js'
import { SettingsProvider } from './lib/site.js'
import { TranslationProvider } from './lib/translation.js'

export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient
  i18n: i18n
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TranslationProvider i18n={i18n}>
          <SettingsProvider>
            <CurrentUserProvider>{children}</CurrentUserProvider>
          </SettingsProvider>
        </TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
