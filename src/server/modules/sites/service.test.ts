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
})

describe('cleanPhone', () => {
  it('removes hyphens and spaces', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567')
  })
})
