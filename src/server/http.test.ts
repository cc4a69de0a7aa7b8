import { describe, expect, it } from 'vitest'
import { siteBaseUrl } from './http.js'

describe('the site address in links', () => {
  const config = { publicUrl: 'https://www.amora.example:8443', port: 3000 }

  it('is PUBLIC_URL for the site on that host', () => {
    expect(siteBaseUrl({ domain: 'www.amora.example' }, config)).toBe('https://www.amora.example:8443')
  })

  it('is the own domain over HTTPS for the other sites of the server', () => {
    expect(siteBaseUrl({ domain: 'liebe.example' }, config)).toBe('https://liebe.example')
  })

  it('is plain HTTP on this port for a site on a local name', () => {
    expect(siteBaseUrl({ domain: 'localhost' }, { publicUrl: undefined, port: 3000 })).toBe(
      'http://localhost:3000',
    )
    expect(siteBaseUrl({ domain: 'amora.test' }, { publicUrl: undefined, port: 4567 })).toBe(
      'http://amora.test:4567',
    )
  })
})
