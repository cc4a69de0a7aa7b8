import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { AppProviders } from '#web/AppProviders.js'
import { createI18n } from '#web/lib/i18n.js'
import { withAppData } from '#web/testing/appData.js'
import { AppBackButton } from './AppBackButton.js'

const standalone = vi.hoisted(() => ({ value: true }))
vi.mock('#web/lib/localFlags.js', () => ({ isStandalone: () => standalone.value }))

/** Renders the button at the last of the given paths, as if the app had navigated through them. */
function renderAt(...paths: string[]) {
  const routes = [
    { path: '/members', handle: { name: 'members' }, element: <AppBackButton /> },
    { path: '/members/:id', handle: { name: 'members-id' }, element: <AppBackButton /> },
  ]
  const i18n = createI18n('de', { de: { translation: catalogues.de } })
  return renderToString(
    <AppProviders queryClient={withAppData()} i18n={i18n}>
      <RouterProvider
        router={createMemoryRouter(routes, { initialEntries: paths, initialIndex: paths.length - 1 })}
      />
    </AppProviders>,
  )
}

describe('AppBackButton', () => {
  beforeEach(() => {
    standalone.value = true
  })

  // Order matters: the first render is the app's first page, later renders are in-app navigations.
  it('is absent on the first page, even a member page, and present on a member page reached later', () => {
    expect(renderAt('/members/7')).not.toContain('<button')
    expect(renderAt('/members')).not.toContain('<button')
    expect(renderAt('/members', '/members/7')).toContain('aria-label="Zurück"')
  })

  it('is absent in a browser tab', () => {
    standalone.value = false
    expect(renderAt('/members/7')).not.toContain('<button')
  })
})
