import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  NewSiteInput,
  SiteChangeInput,
  StaffSiteResponse,
  StaffSitesResponse,
} from '#shared/api/staff-sites.js'
import { apiGet, apiRequest, apiUpload } from '#web/lib/api.js'
import { staffKey, staffMeQuery } from './me.js'

export const staffSitesPath = '/api/staff/sites.php'

export function staffSitePath(id: number): string {
  return `/api/staff/site.php?id=${id}`
}

/** GET /api/staff/sites.php: the sites the staff member answers to, with their hosts. */
export function staffSitesQuery() {
  return queryOptions({
    queryKey: [staffKey, 'sites'] as const,
    queryFn: () => apiGet<StaffSitesResponse>(staffSitesPath),
    staleTime: 60_000,
  })
}

export function useStaffSites() {
  return useQuery(staffSitesQuery())
}

/** GET /api/staff/site.php?id=: one site with every setting (defaults filled in) and its company. */
export function staffSiteQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'site', id] as const,
    queryFn: () => apiGet<StaffSiteResponse>(staffSitePath(id)),
    staleTime: 30_000,
  })
}

export function useStaffSite(id: number) {
  return useQuery(staffSiteQuery(id))
}

/**
 * After a site was made or changed: its answer goes into the cache at once (the form shows the saved
 * values without waiting), then the list and the site are read again. The staff user's own `sites` (names
 * and domains in the navigation and the members filter) may have changed with it.
 */
function useSiteSaved() {
  const queryClient = useQueryClient()
  return (answer: StaffSiteResponse) => {
    const site = staffSiteQuery(answer.site.id)
    queryClient.setQueryData(site.queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: site.queryKey })
    void queryClient.invalidateQueries({ queryKey: staffSitesQuery().queryKey })
    void queryClient.invalidateQueries({ queryKey: staffMeQuery().queryKey })
  }
}

/** POST /api/staff/sites.php: a new site, starting as a copy of another's settings. */
export function useCreateSite() {
  const saved = useSiteSaved()
  return useMutation({
    mutationFn: (input: NewSiteInput) => apiRequest<StaffSiteResponse>('POST', staffSitesPath, input),
    onSuccess: saved,
  })
}

/** PUT /api/staff/sites.php: only the fields sent change, so send only what the staff member changed. */
export function useChangeSite() {
  const saved = useSiteSaved()
  return useMutation({
    mutationFn: (change: SiteChangeInput) => apiRequest<StaffSiteResponse>('PUT', staffSitesPath, change),
    onSuccess: saved,
  })
}

export const staffLogoPath = '/api/staff/site-logo.php'

/** PUT /api/staff/site-logo.php: a new logo for the site, at once (no Save button). */
export function useUploadLogo(siteId: number) {
  const saved = useSiteSaved()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('site', String(siteId))
      form.append('logo', file)
      return apiUpload<StaffSiteResponse>(staffLogoPath, form, 'PUT')
    },
    onSuccess: saved,
  })
}

/** DELETE /api/staff/site-logo.php?site=: back to the heart mark and the site's name. */
export function useRemoveLogo(siteId: number) {
  const saved = useSiteSaved()
  return useMutation({
    mutationFn: () => apiRequest<StaffSiteResponse>('DELETE', `${staffLogoPath}?site=${siteId}`),
    onSuccess: saved,
  })
}
