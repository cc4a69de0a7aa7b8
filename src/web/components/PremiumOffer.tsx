import { lazy, type ReactNode, Suspense, useState } from 'react'

// The modal is fetched when a member first meets a premium feature, not with the page.
const PremiumOfferModal = lazy(async () => ({
  default: (await import('./PremiumOfferModal.js')).PremiumOfferModal,
}))

/**
 * The offer to buy credits on a feature for premium members (PremiumOfferModal): `offer` opens it, `modal` is
 * the element to place. It stays mounted from the first offer on, so that it can fade out when closed.
 */
export function usePremiumOffer(): { offer: () => void; modal: ReactNode } {
  const [state, setState] = useState<'open' | 'closed' | null>(null)
  const modal =
    state === null ? null : (
      <Suspense fallback={null}>
        <PremiumOfferModal show={state === 'open'} onClose={() => setState('closed')} />
      </Suspense>
    )
  return { offer: () => setState('open'), modal }
}
