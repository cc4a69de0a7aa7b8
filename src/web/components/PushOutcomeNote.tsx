import { useTranslation } from '#web/lib/translation.js'
import type { PushOutcome } from '../lib/push/pushClient.js'

/** Every answer worth telling; the member who closed the browser's prompt without choosing is asked again. */
export type ShownOutcome = Exclude<PushOutcome, 'dismissed'> | 'failed'

const keys: Record<ShownOutcome, string> = {
  subscribed: 'push.offer.enabled',
  denied: 'push.offer.denied',
  unsupported: 'push.offer.unsupported',
  failed: 'push.offer.failed',
}

export function shownOutcome(outcome: PushOutcome | undefined, failed: boolean): ShownOutcome | null {
  if (failed) return 'failed'
  return outcome === undefined || outcome === 'dismissed' ? null : outcome
}

/** What came of asking for push, in words. */
export function PushOutcomeNote({ outcome }: { outcome: ShownOutcome }) {
  const { t } = useTranslation()
  return (
    <p className="mb-0 me-auto" role="status">
      {t(keys[outcome])}
    </p>
  )
}
