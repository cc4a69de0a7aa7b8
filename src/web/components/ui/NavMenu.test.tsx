// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from './NavMenu.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('a menu of the top bar', () => {
  let root: Root
  let container: HTMLElement
  const chosen = vi.fn()
  beforeEach(() => {
    ;({ root, container } = attachRoot(vi.fn()))
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
      run()
      return 0
    })
    chosen.mockReset()
    renderInApp(
      root,
      <>
        <NavMenu id="account-menu" title="Anna" alignEnd>
          <NavMenuLink to="/profile">My profile</NavMenuLink>
          <NavMenuButton disabled onClick={chosen}>
            Install
          </NavMenuButton>
          <NavMenuDivider />
          <NavMenuButton onClick={chosen}>Log out</NavMenuButton>
        </NavMenu>
        <button type="button">elsewhere</button>
      </>,
    )
  })
  afterEach(() => detachRoot(root, container))

  const toggle = () => container.querySelector<HTMLButtonElement>('#account-menu') as HTMLButtonElement
  const menu = () => container.querySelector('.dropdown-menu') as HTMLElement
  const press = (key: string, on: Element = document.activeElement ?? document.body) =>
    act(() => {
      on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })
  const click = (element: Element) =>
    act(() => {
      element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
      ;(element as HTMLElement).click()
    })

  it('opens and closes from its toggle, which says whether it is open', () => {
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(menu().classList.contains('show')).toBe(false)
    expect(menu().classList.contains('dropdown-menu-end')).toBe(true)
    click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(menu().classList.contains('show')).toBe(true)
    click(toggle())
    expect(menu().classList.contains('show')).toBe(false)
  })

  it('moves between the items with the arrow keys, skipping disabled ones and going round the end', () => {
    toggle().focus()
    press('ArrowDown')
    expect(menu().classList.contains('show')).toBe(true)
    expect(document.activeElement?.textContent).toBe('My profile')
    press('ArrowDown')
    expect(document.activeElement?.textContent).toBe('Log out')
    press('ArrowDown')
    expect(document.activeElement?.textContent).toBe('My profile')
    press('ArrowUp')
    expect(document.activeElement?.textContent).toBe('Log out')
  })

  it('closes on Escape with the focus back on its toggle, on a click elsewhere, and when an item is chosen', () => {
    click(toggle())
    press('ArrowDown')
    press('Escape')
    expect(menu().classList.contains('show')).toBe(false)
    expect(document.activeElement).toBe(toggle())

    click(toggle())
    click(container.querySelector('button:not(#account-menu):not(.dropdown-item)') as Element)
    expect(menu().classList.contains('show')).toBe(false)

    click(toggle())
    click([...menu().querySelectorAll('button')].find((b) => b.textContent === 'Log out') as Element)
    expect(chosen).toHaveBeenCalledTimes(1)
    expect(menu().classList.contains('show')).toBe(false)
  })
})
