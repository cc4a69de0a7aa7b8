import { describe, expect, it } from 'vitest'
import { renderHtml } from '../testing/renderHtml.js'
import { ChatLayout } from './ChatLayout.js'
import { EmptyLayout } from './EmptyLayout.js'
import { LanderLayout } from './LanderLayout.js'

function renderLayout(layout: React.ReactNode): string {
  const settings = {
    name: 'Amora',
    language_choices: ['en'],
    min_age: 18,
    fictional_plural: 'fictional profiles',
  }
  const companyinfo = { name: 'Amora Demo B.V.', address: 'Keizersgracht 123', kvk: '123', vat_numbers: [] }
  return renderHtml(layout, { settings, companyinfo, childText: 'the page' })
}

describe('layouts', () => {
  it('lander: a bar with the logo, the page, then a small footer with the legal pages and the company', () => {
    const html = renderLayout(<LanderLayout />)
    expect(html).toMatch(
      /<header class="lander-bar[^"]*">.*Amora.*<\/header><main[^>]*><p>the page<\/p><\/main><footer class="compact-footer/,
    )
    expect(html).toContain('href="/pages/terms"')
    expect(html).toContain('class="disclaimer')
    expect(html).toContain('Amora Demo B.V.')
  })

  it('chat: the page alone, full height', () => {
    const html = renderLayout(<ChatLayout />)
    expect(html).toBe('<div class="layout-chat vh-100 d-flex flex-column"><p>the page</p></div>')
  })

  it('empty: only the page (the signup modal opens on demand)', () => {
    expect(renderLayout(<EmptyLayout />)).toBe('<p>the page</p>')
  })
})
