import type { KeyboardEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'

const down = new Set(['ArrowDown', 'j'])
const up = new Set(['ArrowUp', 'k'])

/**
 * The body of a dense staff list: arrows or j/k move the focus between its rows (each an OpenableRow), so
 * staff work through a queue without the mouse.
 */
export function OpenableRows({ children }: { children: ReactNode }) {
  const move = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const step = down.has(event.key) ? 1 : up.has(event.key) ? -1 : 0
    if (step === 0) return
    const rows = [...event.currentTarget.querySelectorAll<HTMLTableRowElement>(':scope > tr')]
    const at = rows.indexOf(document.activeElement as HTMLTableRowElement)
    const next = rows[Math.min(rows.length - 1, Math.max(0, at + step))]
    if (!next) return
    event.preventDefault()
    next.focus()
  }
  return <tbody onKeyDown={move}>{children}</tbody>
}

/**
 * A row that opens `to` on Enter or a click. Its first cell should hold a real link to the same place as
 * well (with `stopPropagation`), since staff open rows in new tabs with a middle click.
 */
export function OpenableRow({
  to,
  children,
  ...data
}: { to: string; children: ReactNode } & { [attribute: `data-${string}`]: string | number }) {
  const navigate = useNavigate()
  const open = () => void navigate(to)
  return (
    <tr
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open()
      }}
      style={{ cursor: 'pointer' }}
      {...data}
    >
      {children}
    </tr>
  )
}
