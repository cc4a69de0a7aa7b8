import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { AppProviders } from '#web/AppProviders.js'
import { createI18n } from '#web/lib/i18n.js'
import { withAppData } from '#web/testing/appData.js'
import { UseMyLocationButton } from './UseMyLocationButton.js'

function render(locale: 'en' | 'pl'): string {
  const i18n = createI18n(locale, { [locale]: { translation: catalogues[locale] } })
  return renderToString(
    <AppProviders queryClient={withAppData()} i18n={i18n}>
      <UseMyLocationButton onLocated={() => {}} />
    </AppProviders>,
  )
}

describe('the "use my location" button, rendered on the server', () => {
  it('offers the location while the permission is unknown, saying the browser will ask and what others see', () => {
    const html = render('en')
    expect(html).toContain('Use my location</button>')
    const help = /aria-describedby="([^"]+)"/.exec(html)?.[1]
    expect(help).toBeTruthy()
    expect(html).toContain(
      `<p id="${help}" class="form-text mt-1 mb-0">${catalogues.en.location.prompt} ${catalogues.en.location.privacy}</p>`,
    )
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/)
  })

  it('speaks the visitor’s language', () => {
    const html = render('pl')
    expect(html).toContain(`${catalogues.pl.location.use}</button>`)
    expect(html).toContain(catalogues.pl.location.privacy)
  })
})
