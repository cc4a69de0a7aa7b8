import { lazy, Suspense } from 'react'
import { PromptSlot } from '../components/layout/PromptSlot.js'
import { useCurrentUser } from '../lib/session.js'
import { useHydrated } from '../lib/useHydrated.js'

const MemberPromptList = lazy(async () => ({
  default: (await import('./MemberPromptList.js')).MemberPromptList,
}))

/**
 * The prompts the browser decides on after the first paint (push offer, a tip for the profile, mail that
 * stopped), all of them for members. They are a chunk of their own, fetched once a member's page has hydrated:
 * no first paint shows one, and a visitor's pages do without their code.
 */
export function MemberPrompts() {
  const hydrated = useHydrated()
  const member = useCurrentUser() !== null
  return (
    <PromptSlot>
      {hydrated && member && (
        <Suspense fallback={null}>
          <MemberPromptList />
        </Suspense>
      )}
    </PromptSlot>
  )
}
