import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
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

/** The site's settings; present from the first paint (the server renders them in). */
export function useSettings(): SiteSettingsResponse['settings'] {
  return useSuspenseQuery(settingsQuery()).data.settings
}

export function useCompanyInfo(): CompanyInfoResponse['companyinfo'] {
  return useSuspenseQuery(companyInfoQuery()).data.companyinfo
}
