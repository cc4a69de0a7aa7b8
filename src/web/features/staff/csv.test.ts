import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.js'

interface Row {
  name: string
  revenue: number | null
}

const columns = [
  { header: 'Source', value: (row: Row) => row.name },
  { header: 'Revenue, EUR', value: (row: Row) => row.revenue },
]

describe('toCsv', () => {
  it('writes a heading line and one line per row, numbers plain', () => {
    expect(toCsv([{ name: 'adnet', revenue: 1234.5 }], columns)).toBe(
      'Source,"Revenue, EUR"\r\nadnet,1234.5\r\n',
    )
  })

  it('quotes separators, quotes and line breaks, and leaves empty cells empty', () => {
    const csv = toCsv([{ name: 'a "b", c\nd', revenue: null }], columns)
    expect(csv.split('\r\n')[1]).toBe('"a ""b"", c\nd",')
  })

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const csv = toCsv([{ name: '=HYPERLINK("x")', revenue: -3 }], columns)
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-3`)
  })
})
