import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../shared/i18n/resources.js'
import { AppProviders } from '../AppProviders.js'
import { createI18n } from '../lib/i18n.js'
import { ChatLayout } from './ChatLayout.js'
import { EmptyLayout } from './EmptyLayout.js'
import { LanderLayout } from './LanderLayout.js'

function renderLayout(layout: React.ReactNode): string {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['settings'], {
    settings: { name: 'Amora', language_choices: ['en'], min_age: 18 },
  })
  queryClient.setQueryData(['user'], null)
  const router = createMemoryRouter([
    { element: layout, children: [{ index: true, element: <p>the page</p> }] },
  ])
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={createI18n('en', { en: { translation: catalogues.en } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

describe('layouts', () => {
  it('lander: a bar with the logo, then the page', () => {
    const html = renderLayout(<LanderLayout />)
    expect(html).toMatch(/<header class="lander-bar[^"]*">.*Amora.*<\/header><main[^>]*><p>the page<\/p>/)
  })

  it('chat: the page alone, full height', () => {
    const html = renderLayout(<ChatLayout />)
    expect(html).toBe('<div class="layout-chat vh-100 d-flex flex-column"><p>the page</p></div>')
  })

  it('empty: only the page (the signup modal opens on demand)', () => {
    expect(renderLayout(<EmptyLayout />)).toBe('<p>the page</p>')
  })
})
