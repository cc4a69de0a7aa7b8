import { QueryClient } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { AppProviders } from '../AppProviders.js'
import { withAppData } from './appData.js'
import { testI18n } from './i18n.js'

/** A React root on a new container in the document, for one test, with `fetch` in place of the real one. */
export function attachRoot(fetch: ReturnType<typeof vi.fn>): { container: HTMLElement; root: Root } {
  vi.stubGlobal('fetch', fetch)
  const container = document.createElement('div')
  document.body.append(container)
  return { container, root: createRoot(container) }
}

/** Unmounts a root made by attachRoot, takes its container out of the document and puts fetch back. */
export function detachRoot(root: Root, container: HTMLElement) {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
}

/** Renders an element at `/` in the app's providers, in English, as the app shows a page. */
export function renderInApp(root: Root, element: ReactNode, queryClient = new QueryClient()) {
  const i18n = testI18n()
  const router = createMemoryRouter([{ path: '/', element }])
  act(() =>
    root.render(
      <AppProviders queryClient={withAppData(queryClient)} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  )
}

/** The field whose label's text `matches`, as a person finds it; throws if there is none. */
export function fieldByLabel<Field extends HTMLElement = HTMLInputElement>(
  container: HTMLElement,
  label: string,
  matches: (text: string) => boolean,
): Field {
  const found = [...container.querySelectorAll('label')].find((l) => matches(l.textContent ?? ''))
  const target = found && container.querySelector<Field>(`#${CSS.escape(found.htmlFor)}`)
  if (!target) throw new Error(`no field labelled ${label}`)
  return target
}

/** Types as a browser would: React listens to the input event, after the value changed natively. */
export function typeInto(target: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(target) as object
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  act(() => {
    setValue?.call(target, value)
    target.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
