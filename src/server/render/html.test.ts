import { describe, expect, it } from 'vitest'
import { escapeHtml, scriptJson } from './html.js'

describe('html helpers', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
  it('keeps script data from closing its element', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>\u2028' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' })
  })
})
