import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useContext } from 'react'
import type { CompanyInfoResponse, SiteSettingsResponse } from '#shared/api/sites.js'
import { apiGet } from './api.js'

export const settingsQueryKey = ['settings'] as const
export const companyInfoQueryKey = ['companyinfo'] as const

export function fetchSettings(): Promise<SiteSettingsResponse> {
  return apiGet<SiteSettingsResponse>(`/api/settings.php${window.location.search}`)
}

export function fetchCompanyInfo(): Promise<CompanyInfoResponse> {
  return apiGet<CompanyInfoResponse>('/api/companyinfo.php')
}

export function settingsQuery() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: fetchSettings, staleTime: 5 * 60_000 })
}

/** Loaded once and cached (docs/product.md §7). */
export function companyInfoQuery() {
  return queryOptions({
    queryKey: companyInfoQueryKey,
    queryFn: fetchCompanyInfo,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

type Settings = SiteSettingsResponse['settings']

const SettingsContext = createContext<Settings | null>(null)

/**
 * Reads the settings once for the whole app (AppProviders) and hands them down: most components read them,
 * and a query observer for each would cost every page more to render on the server and to hydrate.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const settings = useSuspenseQuery(settingsQuery()).data.settings
  return createElement(SettingsContext.Provider, { value: settings }, children)
}

/** The site's settings; present from the first paint (the server renders them in). */
export function useSettings(): Settings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('useSettings belongs inside SettingsProvider (AppProviders)')
  return settings
}

export function useCompanyInfo(): CompanyInfoResponse['companyinfo'] {
  return useSuspenseQuery(companyInfoQuery()).data.companyinfo
}
