/** Reconnecting: 1 s, 2 s, 4 s … up to 30 s, each a random part of its step ("full jitter") so that a
 * restarted server is not hit by every client in the same second. */
export const reconnectBaseMs = 1_000
export const reconnectMaxMs = 30_000
export const pingIntervalMs = 25_000

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.max(0, attempt))
  // At least half the step: an immediate retry loop would help nobody.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
