import { describe, expect, it } from 'vitest'
import { renderHtml } from '../testing/renderHtml.js'
import { LangConfigPage } from './LangConfigPage.js'

describe('LangConfigPage', () => {
  it('offers the languages of the visitor country first, then the others, the current one pressed', () => {
    const html = renderHtml(<LangConfigPage />, {
      locale: 'de',
      settings: { language_choices: ['de', 'fr', 'it'] },
    })
    expect(html).toContain('Sprache')
    expect(html).toMatch(/lang="de"[^>]*aria-pressed="true"[^>]*>Deutsch</)
    expect(html).toMatch(/lang="fr"[^>]*aria-pressed="false"[^>]*>Français</)
    const suggested = html.indexOf('Für dich vorgeschlagen')
    const others = html.indexOf('Weitere Sprachen')
    expect(suggested).toBeGreaterThan(-1)
    expect(others).toBeGreaterThan(suggested)
    expect(html.indexOf('>Italiano<')).toBeLessThan(others)
    expect(html.indexOf('>English<')).toBeGreaterThan(others)
    expect(html.indexOf('>Polski<')).toBeGreaterThan(others)
  })

  it('leaves out the second heading when the country already offers every language', () => {
    const html = renderHtml(<LangConfigPage />, {
      settings: { language_choices: ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] },
    })
    expect(html).toContain('Suggested for you')
    expect(html).not.toContain('Other languages')
  })
})
