import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { pollingIntervalMs } from '#shared/constants.js'
import { chatsQueryKey } from '../features/chat/api/chats.js'
import { likesQueryKey } from '../features/likes/api/likes.js'
import { refreshMemberData } from './useRealtime.js'

/**
 * The polling interval (docs/product.md §7 Polling and §9): a minute, or five when pushes tell the member
 * about news.
 */
export function pollingInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? pollingIntervalMs.pushSubscribed : pollingIntervalMs.default
}

/**
 * The fallback behind the socket (docs/product.md §4 Refresh, §7 Polling): user, chats and likes loaded again
 * on a beat, the first time 5 s after the page opened, and only while logged in.
 */
export function usePolling(loggedIn: boolean, pushSubscribed: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!loggedIn) return
    const interval = pollingInterval(pushSubscribed)
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      refreshMemberData(queryClient)
      timer = setTimeout(tick, interval)
    }
    timer = setTimeout(tick, pollingIntervalMs.firstDelay)
    return () => clearTimeout(timer)
  }, [loggedIn, pushSubscribed, queryClient])
}

/**
 * docs/product.md §4 Refresh: a new pushed message (the push state's lastMessage) loads chats and likes
 * again.
 */
export function useReloadOnPush(loggedIn: boolean, lastMessage: unknown): void {
  const queryClient = useQueryClient()
  const seen = useRef(lastMessage)
  useEffect(() => {
    if (seen.current === lastMessage) return
    seen.current = lastMessage
    if (!loggedIn) return
    void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
    void queryClient.invalidateQueries({ queryKey: likesQueryKey })
  }, [loggedIn, lastMessage, queryClient])
}
