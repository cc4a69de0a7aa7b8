import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, type LinkProps } from 'react-router'

interface NavMenuProps {
  id: string
  title: ReactNode
  /** The menu's right edge under the toggle's, for the last menus of the bar. */
  alignEnd?: boolean
  children: ReactNode
}

/**
 * A drop-down menu of the top bar, styled by Bootstrap's navbar: the toggle says whether it is open, Escape and
 * a click elsewhere close it, the arrow keys move between its items, and choosing one closes it. In a navbar,
 * Bootstrap's stylesheet places the menu itself, so no positioning library is loaded with every page.
 */
/** The arrow keys move between a menu's items, round the end, opening it first when it is closed. */
function moveFocus(menu: HTMLElement | null, event: KeyboardEvent | ReactKeyboardEvent, open: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const items = [...(menu?.querySelectorAll<HTMLElement>('.dropdown-item:not(:disabled)') ?? [])]
  if (items.length === 0) return
  event.preventDefault()
  open()
  const at = items.indexOf(document.activeElement as HTMLElement)
  const step = event.key === 'ArrowDown' ? 1 : -1
  const next = at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length
  // A closed menu shows in the frame after the state that opens it; focus waits for it.
  requestAnimationFrame(() => items[next]?.focus())
}

export function NavMenu({ id, title, alignEnd = false, children }: NavMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const inside = (target: EventTarget | null) => root.current?.contains(target as Node) ?? false
    const closeOutside = (event: Event) => {
      if (!inside(event.target)) setOpen(false)
    }
    // Choosing an item closes the menu; the item's own click does the rest.
    const closeOnChoice = (event: MouseEvent) => {
      if (inside(event.target) && (event.target as HTMLElement).closest('.dropdown-item')) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      } else if (inside(document.activeElement)) moveFocus(root.current, event, () => setOpen(true))
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    document.addEventListener('click', closeOnChoice)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
      document.removeEventListener('click', closeOnChoice)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className={`nav-item dropdown${open ? ' show' : ''}`}>
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (!open) moveFocus(root.current, event, () => setOpen(true))
        }}
      >
        {title}
      </button>
      <div
        className={`dropdown-menu${alignEnd ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
      >
        {children}
      </div>
    </div>
  )
}

export function NavMenuLink({ active = false, className = '', ...props }: LinkProps & { active?: boolean }) {
  return (
    <Link
      {...props}
      className={`dropdown-item${active ? ' active' : ''} ${className}`.trim()}
      aria-current={active ? 'true' : undefined}
    />
  )
}

export function NavMenuButton(props: {
  onClick: () => void
  disabled?: boolean
  active?: boolean
  lang?: string
  children: ReactNode
}) {
  const { onClick, disabled, active = false, lang, children } = props
  return (
    <button
      type="button"
      className={`dropdown-item${active ? ' active' : ''}`}
      aria-current={active ? 'true' : undefined}
      disabled={disabled}
      lang={lang}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

export function NavMenuDivider() {
  return <hr className="dropdown-divider" />
}
