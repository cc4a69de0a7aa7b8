import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import type { Locale } from '#shared/i18n/languages.js'

/** What the server hands the client app with the first paint. */
export interface BootstrapData {
  locale: Locale
  /** Names the catalogues' files (catalogueUrl): the page's language's is preloaded, the others fetched when chosen. */
  catalogueVersion: string
  dehydratedState: DehydratedState
}

export const bootstrapGlobal = '__AMORA__'

declare global {
  interface Window {
    __AMORA__?: BootstrapData
    __staticRouterHydrationData?: HydrationState
  }
}
