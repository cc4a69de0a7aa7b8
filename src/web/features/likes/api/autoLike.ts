import { queryOptions } from '@tanstack/react-query'
import type { AutoLikeResponse } from '#shared/api/likes.js'
import { apiGet } from '#web/lib/api.js'

/** GET /api/auto-like.php (docs/product.md §7): the profile the match modal shows, or null when none fits. */
export async function fetchAutoLike(): Promise<AutoLikeResponse['profile']> {
  return (await apiGet<AutoLikeResponse>('/api/auto-like.php')).profile
}

/** Asked once per visit with `t` in the URL, never kept: each ask may pick another profile. */
export function autoLikeQuery() {
  return queryOptions({ queryKey: ['auto-like'], queryFn: fetchAutoLike })
}
