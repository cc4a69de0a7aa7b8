import { type MouseEvent, useCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * Opens the app's own links matching `selector` inside an element, as a router link does, on a plain click
 * (not one that asks for a new tab or window). One listener for a list of links instead of a router link each:
 * a page of 24 cards or a tab bar costs the server less to render, and the links work as plain links until
 * the page is hydrated.
 */
export function useLinkClicks(selector: string): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element).closest<HTMLAnchorElement>(selector)
      const href = link?.getAttribute('href')
      if (!href) return
      event.preventDefault()
      navigate(href)
    },
    [navigate, selector],
  )
}
