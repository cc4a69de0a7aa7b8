import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  FictionalChangeInput,
  FictionalListResponse,
  FictionalOptionsResponse,
  FictionalResponse,
  FictionalState,
  NewFictionalInput,
  StaffOperatorsResponse,
} from '#shared/api/staff-fictional.js'
import { apiGet, apiRequest, apiUpload } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const staffFictionalPath = '/api/staff/fictional.php'
export const staffFictionalPhotoPath = '/api/staff/fictional-photo.php'

export interface FictionalFilter {
  site?: number
  state?: FictionalState
}

export function staffFictionalListPath(filter: FictionalFilter): string {
  const query = new URLSearchParams()
  if (filter.site !== undefined) query.set('site', String(filter.site))
  if (filter.state !== undefined) query.set('state', filter.state)
  const text = query.toString()
  return text ? `${staffFictionalPath}?${text}` : staffFictionalPath
}

/** GET /api/staff/fictional.php?site=&state=: the fictional profiles of the staff member's sites. */
export function staffFictionalListQuery(filter: FictionalFilter) {
  return queryOptions({
    queryKey: [staffKey, 'fictional', 'list', filter.site ?? null, filter.state ?? null] as const,
    queryFn: () => apiGet<FictionalListResponse>(staffFictionalListPath(filter)),
    staleTime: 15_000,
  })
}

export function useStaffFictionalList(filter: FictionalFilter) {
  return useQuery(staffFictionalListQuery(filter))
}

export function staffFictionalOnePath(id: number): string {
  return `${staffFictionalPath}?id=${id}`
}

/** GET /api/staff/fictional.php?id=: one profile; an empty list when it is none of the staff member's. */
export function staffFictionalQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'fictional', 'one', id] as const,
    queryFn: () => apiGet<FictionalListResponse>(staffFictionalOnePath(id)),
    staleTime: 15_000,
  })
}

export function useStaffFictional(id: number) {
  return useQuery({ ...staffFictionalQuery(id), select: (answer) => answer.profiles[0] ?? null })
}

export function staffOperatorsPath(site: number): string {
  return `/api/staff/operators.php?site=${site}`
}

/** GET /api/staff/operators.php?site=: the operators and admins who may write as the site's profiles. */
export function staffOperatorsQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'operators', site] as const,
    queryFn: () => apiGet<StaffOperatorsResponse>(staffOperatorsPath(site)),
    staleTime: 60_000,
  })
}

export function useStaffOperators(site: number) {
  return useQuery(staffOperatorsQuery(site))
}

/** GET /api/staff/fictional-options.php: the interests of the profile's site and its country's regions. */
export function useFictionalOptions(site: number, country: string) {
  return useQuery({
    queryKey: [staffKey, 'fictional-options', site, country] as const,
    queryFn: () =>
      apiGet<FictionalOptionsResponse>(
        `/api/staff/fictional-options.php?site=${site}&country=${encodeURIComponent(country)}`,
      ),
    enabled: country !== '',
    staleTime: 300_000,
  })
}

/** After any change: the profile's answer goes into its cache at once, the lists are read again. */
function useFictionalSaved() {
  const queryClient = useQueryClient()
  return (answer: FictionalResponse) => {
    const one = staffFictionalQuery(answer.profile.id)
    queryClient.setQueryData(one.queryKey, { profiles: [answer.profile] })
    void queryClient.invalidateQueries({ queryKey: [staffKey, 'fictional', 'list'] })
  }
}

/** POST /api/staff/fictional.php: a new fictional profile. */
export function useCreateFictional() {
  const saved = useFictionalSaved()
  return useMutation({
    mutationFn: (input: NewFictionalInput) =>
      apiRequest<FictionalResponse>('POST', staffFictionalPath, input),
    onSuccess: saved,
  })
}

/** PUT /api/staff/fictional.php: only the fields sent change. */
export function useChangeFictional() {
  const saved = useFictionalSaved()
  return useMutation({
    mutationFn: (change: FictionalChangeInput) =>
      apiRequest<FictionalResponse>('PUT', staffFictionalPath, change),
    onSuccess: saved,
  })
}

/** POST /api/staff/fictional-photo.php: a new photo, public or private. */
export function useAddFictionalPhoto(id: number) {
  const saved = useFictionalSaved()
  return useMutation({
    mutationFn: ({ file, isPrivate }: { file: File; isPrivate: boolean }) => {
      const form = new FormData()
      form.append('fictional', String(id))
      if (isPrivate) form.append('private', '1')
      form.append('photo', file)
      return apiUpload<FictionalResponse>(staffFictionalPhotoPath, form)
    },
    onSuccess: saved,
  })
}

/** PUT /api/staff/fictional-photo.php: make a photo the main one, private or public. */
export function useChangeFictionalPhoto() {
  const saved = useFictionalSaved()
  return useMutation({
    mutationFn: (change: { id: number; main?: true; private?: boolean }) =>
      apiRequest<FictionalResponse>('PUT', staffFictionalPhotoPath, change),
    onSuccess: saved,
  })
}

/** DELETE /api/staff/fictional-photo.php?id=. */
export function useDeleteFictionalPhoto() {
  const saved = useFictionalSaved()
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest<FictionalResponse>('DELETE', `${staffFictionalPhotoPath}?id=${photoId}`),
    onSuccess: saved,
  })
}
