// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { keepBrandStylesheetLast } from './brandStylesheet.js'

function stylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  return link
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const order = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))

describe('keepBrandStylesheetLast', () => {
  it("moves the brand stylesheet after a layout's stylesheet added later, and only then", async () => {
    document.head.replaceChildren(stylesheet('/assets/entry.css'), stylesheet('/brand/1565c0.css?v=1'))
    const stop = keepBrandStylesheetLast(document.head)
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = '/assets/page.js'
    document.head.append(preload)
    await settle()
    expect(order()).toEqual(['/assets/entry.css', '/brand/1565c0.css?v=1', '/assets/page.js'])
    document.head.append(stylesheet('/assets/LanderLayout.css'))
    await settle()
    expect(order()).toEqual([
      '/assets/entry.css',
      '/assets/page.js',
      '/assets/LanderLayout.css',
      '/brand/1565c0.css?v=1',
    ])
    stop()
  })

  it('does nothing on a site with the default colour', async () => {
    document.head.replaceChildren(stylesheet('/assets/entry.css'))
    keepBrandStylesheetLast(document.head)
    document.head.append(stylesheet('/assets/LanderLayout.css'))
    await settle()
    expect(order()).toEqual(['/assets/entry.css', '/assets/LanderLayout.css'])
  })
})
