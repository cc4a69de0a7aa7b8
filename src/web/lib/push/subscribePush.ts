import type { PushSubscribeResponse } from '#shared/api/push.js'
import { apiRequest } from '../api.js'

/** POST /api/user.php?push=1 (docs/product.md §7): this browser's subscription for the logged-in member. */
export function postPushSubscription(subscription: PushSubscriptionJSON): Promise<PushSubscribeResponse> {
  return apiRequest<PushSubscribeResponse>('POST', '/api/user.php?push=1', { subscription })
}
