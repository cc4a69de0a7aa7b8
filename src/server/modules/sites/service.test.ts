import { describe, expect, it } from 'vitest'
import { cleanPhone, normalizeHost } from './service.js'

describe('normalizeHost', () => {
  it('drops the port, case and trailing dot', () => {
    expect(normalizeHost('WWW.Example.COM:8080')).toBe('www.example.com')
    expect(normalizeHost('example.com.')).toBe('example.com')
    expect(normalizeHost('[::1]:3000')).toBe('::1')
  })
  it('refuses what is not a host name', () => {
    expect(normalizeHost('exa mple.com')).toBeUndefined()
    expect(normalizeHost('<script>')).toBeUndefined()
    expect(normalizeHost('')).toBeUndefined()
    expect(normalizeHost(undefined)).toBeUndefined()
  })
  it.each([
    '127.0.0.1:99999',
    'localhost:abc',
    'localhost:',
    ':80',
    '[::1',
    '::1',
    '[localhost]',
    '[::1]x',
    'local host',
    'localhost%00',
    'localhost\u0000',
    'amora.test@evil.example',
    'localhost:80@evil.example',
    'evil.example/localhost',
    'lövé.example',
    '…',
    '.',
    'a'.repeat(300),
  ])('refuses the malformed host %j', (host) => {
    expect(normalizeHost(host)).toBeUndefined()
  })
})

describe('cleanPhone', () => {
  it('removes hyphens and spaces', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567')
  })
})
