import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { likesReloadDelayMs } from '#shared/constants.js'
import { fetchUncached } from '#web/lib/queryClient.js'
import { userQueryKey } from '#web/lib/session.js'
import { autoLikeQuery } from '../api/autoLike.js'
import { likesQueryKey } from '../api/likes.js'
import { showMatch } from './matchModalStore.js'

/** The query parameter t: seconds until the like modal shows (docs/product.md §7). */
export function autoLikeDelaySeconds(search: URLSearchParams): number | null {
  const raw = search.get('t')
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null
  return Number(raw)
}

/**
 * With `t` in the URL a member is shown the profile GET /api/auto-like.php answers in the match modal
 * after t seconds; the likes load again 500 ms later (docs/product.md §7 and §9). Nothing happens for
 * visitors or when no profile fits.
 */
export function useAutoLike(loggedIn: boolean) {
  const [search] = useSearchParams()
  const delay = autoLikeDelaySeconds(search)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!loggedIn || delay === null) return
    let cancelled = false
    const timers: ReturnType<typeof setTimeout>[] = []
    const answer = fetchUncached(queryClient, autoLikeQuery()).catch(() => null)
    timers.push(
      setTimeout(async () => {
        const profile = await answer
        if (cancelled || !profile) return
        showMatch(profile, 'like')
        timers.push(
          setTimeout(() => {
            void queryClient.invalidateQueries({ queryKey: likesQueryKey })
            void queryClient.invalidateQueries({ queryKey: userQueryKey })
          }, likesReloadDelayMs),
        )
      }, delay * 1000),
    )
    return () => {
      cancelled = true
      for (const timer of timers) clearTimeout(timer)
    }
  }, [loggedIn, delay, queryClient])
}
