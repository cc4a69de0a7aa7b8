// @vitest-environment happy-dom
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import { memberCard } from '#web/testing/renderHtml.js'
import { MemberGrid } from './MemberGrid.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('the cards of a search', () => {
  let root: Root
  let container: HTMLElement
  beforeEach(() => {
    ;({ root, container } = attachRoot(vi.fn()))
    renderInApp(
      root,
      <MemberGrid
        members={[memberCard({ id: 7 }), memberCard({ id: 8 })]}
        label="Members"
        cardAction={() => null}
      />,
    )
  })
  afterEach(() => detachRoot(root, container))

  /** Clicks the card of member `id`; answers whether the browser would have followed the link itself. */
  const click = (id: number, init: MouseEventInit = {}) => {
    const link = container.querySelector(`a[href="/members/${id}"]`)
    if (!link) throw new Error(`no card of member ${id}`)
    return link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    )
  }

  it('are links to the members’ profiles, opened in the app on a plain click', () => {
    expect([...container.querySelectorAll('a.member-grid-link')].map((a) => a.getAttribute('href'))).toEqual([
      '/members/7',
      '/members/8',
    ])
    expect(click(8)).toBe(false)
  })

  it('leave a click that asks for a new tab or window to the browser', () => {
    expect(click(7, { ctrlKey: true })).toBe(true)
    expect(click(7, { metaKey: true })).toBe(true)
    expect(click(7, { shiftKey: true })).toBe(true)
    expect(click(7, { button: 1 })).toBe(true)
  })
})
