import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import type { Locale } from '#shared/i18n/languages.js'
import { AppProviders } from '../AppProviders.js'
import { type CurrentUser, userQueryKey } from '../lib/session.js'
import { companyInfoQueryKey, settingsQueryKey } from '../lib/site.js'
import { testI18n } from './i18n.js'

interface RenderOptions {
  locale?: Locale
  /** The site settings the server would render in; only the fields a test needs. */
  settings?: object
  /** GET /api/companyinfo.php's company, when the element shows it; only the fields a test needs. */
  companyinfo?: object
  user?: CurrentUser | null
  /** A layout route: the element gets a child route showing this text. */
  childText?: string
  /** The address the router is at (`/` unless given). */
  path?: string
  /** Other answers already in the query cache, as [query key, data]: what the page's queries read. */
  queries?: [readonly unknown[], unknown][]
}

/**
 * Renders an element as the server would for its first paint: the app's providers, settings and the
 * current user already in the query cache, and a router at `/` (or `path`).
 */
export function renderHtml(element: ReactNode, options: RenderOptions = {}): string {
  const locale = options.locale ?? 'en'
  const queryClient = new QueryClient()
  // Partial settings and company on purpose: the untyped keys let a test give only the fields it needs.
  queryClient.setQueryData(settingsQueryKey, { settings: options.settings ?? {} })
  queryClient.setQueryData(userQueryKey, options.user ?? null)
  if (options.companyinfo) queryClient.setQueryData(companyInfoQueryKey, { companyinfo: options.companyinfo })
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data)
  const i18n = testI18n(locale)
  const children = options.childText ? [{ index: true, element: <p>{options.childText}</p> }] : undefined
  const router = createMemoryRouter([{ path: options.path ? '*' : '/', element, children }], {
    initialEntries: [options.path ?? '/'],
  })
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

/** A member card for component tests: Anna, 34, from Utrecht, online, without a photo. */
export function memberCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: 7,
    name: 'Anna',
    age: 34,
    city: 'Utrecht',
    country: 'NL',
    fictional: false,
    online: true,
    main_image: null,
    ...overrides,
  }
}

/** A logged-in member for component tests: Alex from NL, free, activated, 50 credits; override what matters. */
export function testMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'alex@example.com',
    status: 'active',
    credits: 50,
    paid_user: false,
    language: 'en',
    invisible: false,
    fictional_icon: '🎭',
    signup_date: '2026-11-01T10:00:00.000Z',
    notifications_disabled: [],
    num_unread_messages: 0,
    num_new_likes: 0,
    profile: { name: 'Alex', country: 'NL', status: 'active', main_image: null },
    ...overrides,
  }
}
