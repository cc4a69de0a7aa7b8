import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChatsResponse } from '#shared/api/chat.js'
import { apiGet } from '#web/lib/api.js'
import { type CurrentUser, userQueryKey } from '#web/lib/session.js'

export const chatsQueryKey = ['chats'] as const

/**
 * GET /api/chats.php (docs/product.md §7): the viewer's conversations, newest first, and the badge totals.
 */
export function fetchChats(): Promise<ChatsResponse> {
  return apiGet<ChatsResponse>('/api/chats.php')
}

/** The navigation badges read the user; a fresh chats answer carries newer totals, so they follow it. */
export function syncTotals(
  queryClient: QueryClient,
  totals: Pick<ChatsResponse, 'num_unread_messages' | 'num_new_likes'>,
): void {
  queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
    user
      ? { ...user, num_unread_messages: totals.num_unread_messages, num_new_likes: totals.num_new_likes }
      : user,
  )
}

/** The conversation list; every fresh answer also moves the navigation's badge totals. */
export function chatsQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: chatsQueryKey,
    queryFn: async () => {
      const answer = await fetchChats()
      syncTotals(queryClient, answer)
      return answer
    },
    staleTime: 30_000,
  })
}

/** Only members load it. The page shows a spinner on the first load only. */
export function useChats(enabled = true) {
  const queryClient = useQueryClient()
  return useQuery({ ...chatsQuery(queryClient), enabled })
}
