import { TimeBonusModal } from './features/payments/components/TimeBonusModal.js'
import { PushLayer } from './features/push/components/PushLayer.js'
import { RealtimeLayer } from './realtime/RealtimeLayer.js'

/**
 * What runs beside every page of the member side, none of it in the first paint: the push worker, a
 * member's socket, polling and app badge (kept across layouts; the chat's is bare), and the time-bonus
 * offer. Root loads it once the page has hydrated.
 */
export function MemberLayers() {
  return (
    <>
      <PushLayer />
      <RealtimeLayer />
      <TimeBonusModal />
    </>
  )
}
