import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EmailBlockInput, EmailBlocksResponse } from '#shared/api/staff-email-blocks.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const emailBlocksPath = '/api/staff/email-blocks.php'

/** GET /api/staff/email-blocks.php?site=: the site's blocked e-mail domains and addresses. */
export function emailBlocksQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'email-blocks', site] as const,
    queryFn: () => apiGet<EmailBlocksResponse>(`${emailBlocksPath}?site=${site}`),
    staleTime: 30_000,
  })
}

export function useEmailBlocks(site: number) {
  return useQuery(emailBlocksQuery(site))
}

/** POST and DELETE answer the whole list as stored, which replaces the cached one. */
function useChangeBlocks<I extends { site: number }>(send: (input: I) => Promise<EmailBlocksResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, input) => queryClient.setQueryData(emailBlocksQuery(input.site).queryKey, answer),
  })
}

export function useAddEmailBlock() {
  return useChangeBlocks((input: EmailBlockInput) =>
    apiRequest<EmailBlocksResponse>('POST', emailBlocksPath, input),
  )
}

export function useRemoveEmailBlock() {
  return useChangeBlocks(({ site, id }: { site: number; id: number }) =>
    apiRequest<EmailBlocksResponse>('DELETE', `${emailBlocksPath}?site=${site}&id=${id}`),
  )
}
