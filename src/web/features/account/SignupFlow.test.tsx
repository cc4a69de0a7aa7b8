import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { AppProviders } from '#web/AppProviders.js'
import { createI18n } from '#web/lib/i18n.js'
import type { CurrentUser } from '#web/lib/session.js'
import { SignupFlow } from './components/SignupFlow.js'

const settings = { name: 'Amora', min_age: 21, support_email: 'support@amora.example', signups: 'all' }

function renderSignup(user: CurrentUser | null, changed: object = {}, path = '/'): string {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['settings'], { settings: { ...settings, ...changed } })
  queryClient.setQueryData(['user'], user)
  const i18n = createI18n('en', { en: { translation: catalogues.en } })
  const router = createMemoryRouter(
    [{ path: '/', element: <SignupFlow titleId="signup-title" titleAs="h1" onFinish={() => {}} /> }],
    { initialEntries: [path] },
  )
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

const labelled = (html: string, label: string) => {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
  return id !== undefined && html.includes(`id="${id}"`)
}

describe('the signup flow, rendered on the server', () => {
  it('starts with the account step, every field labelled', () => {
    const html = renderSignup(null)
    expect(html).toContain('<h1 id="signup-title"')
    expect(html).toContain('Step 1 of 5')
    for (const label of ['E-mail address', 'Username', 'Password'])
      expect(labelled(html, label), label).toBe(true)
    expect(html).toContain('<legend class="form-label fs-6 mb-2">Date of birth</legend>')
    for (const part of ['Day', 'Month', 'Year']) expect(html).toContain(`aria-label="${part}"`)
  })

  it('offers no year younger than the minimum age', () => {
    const html = renderSignup(null)
    const newest = new Date().getFullYear() - settings.min_age
    expect(html).toContain(`<option value="${newest}">`)
    expect(html).not.toContain(`<option value="${newest + 1}">`)
  })

  it('says that signing up accepts the terms and the privacy policy, with links to both', () => {
    const html = renderSignup(null)
    expect(html).toMatch(/By signing up you accept our <a[^>]*href="\/pages\/terms"[^>]*>terms<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/pages\/privacy"[^>]*>privacy policy<\/a>/)
  })

  it('shows a member nothing: they are sent on to the members area', () => {
    const member = { id: 1, email: 'kim@example.com', status: 'active' } as CurrentUser
    expect(renderSignup(member)).toBe('')
  })

  it('says at once that the site takes no new members, where its setting closes signup, and offers the login', () => {
    for (const closed of [{ signups: 'none' }, { invite_only: true }, { signups: 'with_trafficsource' }]) {
      const html = renderSignup(null, closed)
      expect(html, JSON.stringify(closed)).toContain(catalogues.en.account.errors.signups_closed)
      expect(html).toMatch(/<a href="\/login"[^>]*>Log in instead<\/a>/)
      expect(labelled(html, 'E-mail address')).toBe(false)
    }
  })

  it('is open to a visitor who comes with a traffic source where the site asks for one', () => {
    const html = renderSignup(null, { signups: 'with_trafficsource' }, '/?network=ads1')
    expect(html).not.toContain(catalogues.en.account.errors.signups_closed)
    expect(labelled(html, 'E-mail address')).toBe(true)
  })
})
