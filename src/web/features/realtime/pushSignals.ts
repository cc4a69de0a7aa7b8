/**
 * What polling needs from the push state (SPEC 3 Push state): whether this browser is subscribed, and the
 * last pushed message. The push feature owns that state; until it is wired in here, polling runs at the
 * one-minute beat and nothing reloads on pushes.
 */
export interface PushSignals {
  subscribed: boolean
  lastMessage: unknown
}

const none: PushSignals = { subscribed: false, lastMessage: null }

export function usePushSignals(): PushSignals {
  return none
}
