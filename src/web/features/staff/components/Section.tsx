import type { ReactNode } from 'react'
import { Card } from 'react-bootstrap'

/** One titled block of a member's page; `id` lets the page's contents link to it. */
export function Section({
  id,
  title,
  actions,
  children,
  flush = false,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
  /** A table fills the card edge to edge. */
  flush?: boolean
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-1">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
        {actions}
      </Card.Header>
      {flush ? children : <Card.Body className="py-2">{children}</Card.Body>}
    </Card>
  )
}

/** A small table's head, sticky when the block scrolls. */
export function Head({ columns, end = [] }: { columns: string[]; end?: number[] }) {
  return (
    <thead className="sticky-top">
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={`text-nowrap ${end.includes(index) ? 'text-end' : ''}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
