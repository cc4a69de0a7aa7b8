/**
 * Every table and chart of the back office's revenue screens downloads as CSV. The file is made in the
 * browser from the rows the screen already holds, so what is downloaded is exactly what is shown.
 */

export interface CsvColumn<Row> {
  /** The heading, already translated. */
  header: string
  /** The cell: numbers stay plain (a dot for decimals, no grouping) so spreadsheets read them as numbers. */
  value: (row: Row) => string | number | null
}

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string | number | null): string {
  if (value === null) return ''
  const text = String(value)
  // A leading =, +, - or @ makes a spreadsheet run the cell as a formula: such text is kept as text.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => field(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Saves `csv` as `filename` (a byte-order mark first, so spreadsheets read accents as UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the blob by the next turn; keeping the URL would keep the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
