import { createContext, type ReactNode, useContext } from 'react'
import { Card, Table } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'

/** The id of the heading of the Section around, which names what scrolls inside it. */
const SectionTitleId = createContext<string | undefined>(undefined)

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
      {/* White, not the tinted default: the actions' pink and grey fall short of 4.5:1 on the tint. */}
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-1 bg-body">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
        {actions}
      </Card.Header>
      <SectionTitleId.Provider value={`${id}-title`}>
        {flush ? children : <Card.Body className="py-2">{children}</Card.Body>}
      </SectionTitleId.Provider>
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

/** Nothing to show; `flush` inside a card whose body has no padding of its own (the tables' cards). */
export function Empty({ flush = false }: { flush?: boolean }) {
  const { t } = useTranslation('staff')
  return <p className={`text-body-secondary small mb-0 ${flush ? 'px-3 py-2' : ''}`}>{t('member.none')}</p>
}

/** One column of a RowsTable: its heading and what each row shows in it. */
export interface Column<Row> {
  head: string
  cell: (row: Row) => ReactNode
  /** Numbers align right, under a right-aligned heading. */
  end?: boolean
  className?: string | ((row: Row) => string)
}

/**
 * The rows of a member's history as a small table with a sticky head, scrolling inside itself so that a
 * long history stays below its heading; "none" when there are no rows.
 */
export function RowsTable<Row>({
  rows,
  rowKey,
  columns,
  scroll = true,
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  columns: Column<Row>[]
  scroll?: boolean
}) {
  const titleId = useContext(SectionTitleId)
  if (rows.length === 0) return <Empty flush />
  const classOf = (column: Column<Row>, row: Row) =>
    [
      column.end ? 'text-end font-monospace' : '',
      typeof column.className === 'function' ? column.className(row) : column.className,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const table = (
    <Table size="sm" className="mb-0 small">
      <Head
        columns={columns.map((column) => column.head)}
        end={columns.flatMap((column, index) => (column.end ? [index] : []))}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.head} className={classOf(column, row)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
  return scroll ? (
    // Scrollable with the keyboard too (the rows hold nothing else to focus), named by the section's title.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this holds a table
    <div
      className="table-responsive"
      style={{ maxHeight: '20rem' }}
      role="group"
      aria-labelledby={titleId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {table}
    </div>
  ) : (
    table
  )
}
