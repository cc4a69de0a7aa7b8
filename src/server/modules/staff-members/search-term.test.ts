import { describe, expect, it } from 'vitest'
import { parseSearchTerm } from './search-term.js'

describe('the back-office search box', () => {
  it('reads ids, addresses, IP addresses and words', () => {
    expect(parseSearchTerm('  ')).toBeNull()
    expect(parseSearchTerm(undefined)).toBeNull()
    expect(parseSearchTerm('4711')).toEqual({ kind: 'id', id: 4711 })
    expect(parseSearchTerm('#12')).toEqual({ kind: 'id', id: 12 })
    expect(parseSearchTerm('99999999999')).toEqual({ kind: 'text', prefix: '99999999999' })
    expect(parseSearchTerm('Anna@Example')).toEqual({ kind: 'email', prefix: 'anna@example' })
    expect(parseSearchTerm('192.168.0.7')).toEqual({ kind: 'ip', ip: '192.168.0.7' })
    expect(parseSearchTerm('2001:db8::1')).toEqual({ kind: 'ip', ip: '2001:db8::1' })
    expect(parseSearchTerm('Jan K')).toEqual({ kind: 'text', prefix: 'jan k' })
  })
})
