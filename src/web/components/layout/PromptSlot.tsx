import type { ReactNode } from 'react'

/**
 * Where the prompts that the browser decides on after the first paint appear (push offer, a tip for the
 * profile, notifications that bounce): laid over the foot of the screen, so that nothing on the page moves
 * when one appears, and one at a time (the first that shows; the next once it is closed). Each prompt
 * decides itself whether it shows.
 */
export function PromptSlot({ children }: { children: ReactNode }) {
  return <div className="prompt-slot">{children}</div>
}
