import type { AutoLikeResponse } from '../../../../shared/api/likes.js'
import { apiGet } from '../../../lib/api.js'

/** GET /api/auto-like.php (docs/product.md §7): the profile the match modal shows, or null when none fits. */
export async function fetchAutoLike(): Promise<AutoLikeResponse['profile']> {
  return (await apiGet<AutoLikeResponse>('/api/auto-like.php')).profile
}
