import { type RefObject, useEffect } from 'react'

/** `/` focuses the search box, as in most tools staff know, unless they are typing somewhere already. */
export function useSlashFocus(target: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      const active = document.activeElement
      if (
        active instanceof HTMLElement &&
        (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
      )
        return
      event.preventDefault()
      target.current?.focus()
      target.current?.select()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [target])
}
