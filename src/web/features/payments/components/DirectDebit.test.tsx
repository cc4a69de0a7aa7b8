// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BundlesResponse } from '#shared/api/payments.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { DirectDebit } from './DirectDebit.js'

// React warns about updates outside act() unless it is told this is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const bundles: BundlesResponse = {
  bundles: [
    {
      id: 2,
      credits: 100,
      bonus_credits: 0,
      price: { cents: 1995, currency: 'EUR' },
      discounted_price: null,
      best_value: false,
    },
  ],
  currency: 'EUR',
  country: 'NL',
  methods: [],
  active_discount: null,
  code_discount: null,
  last_order: null,
}

const sent = { request_id: 9, phone_hint: '78', expires_at: '2026-11-25T15:00:00.000Z' }

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

function mount() {
  const queryClient = new QueryClient()
  // The bundles are in the cache, as after the page's first paint: the only request is the form's.
  queryClient.setQueryData(['bundles', null], bundles)
  renderInApp(root, <DirectDebit bundleId={2} />, queryClient)
}

function input(label: string): HTMLInputElement {
  return fieldByLabel(container, label, (text) => text === label)
}

function type(label: string, value: string) {
  typeInto(input(label), value)
}

async function fillAndSend(iban: string) {
  type('IBAN', iban)
  type('Account holder', 'Alex Jansen')
  type('Mobile phone number', '+31 6 12345678')
  act(() => container.querySelector<HTMLInputElement>('input[type=checkbox]')?.click())
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
}

const debitCalls = () => fetch.mock.calls.filter(([url]) => url === '/api/directdebit.php')

describe('the direct debit form', () => {
  beforeEach(() => {
    fetch = vi.fn(
      async () => new Response(JSON.stringify(sent), { headers: { 'content-type': 'application/json' } }),
    )
    ;({ container, root } = attachRoot(fetch))
    mount()
  })

  afterEach(() => {
    detachRoot(root, container)
  })

  it('refuses an invalid IBAN on the field, in the member’s language, without a request', async () => {
    await fillAndSend('NL92 ABNA 0417 1643 00')
    expect(input('IBAN').classList).toContain('is-invalid')
    expect(container.querySelector('.invalid-feedback')?.textContent).toBe('IBAN invalid')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('forgets the refusal once the IBAN is changed', async () => {
    await fillAndSend('NL92 ABNA 0417 1643 00')
    type('IBAN', 'NL91 ABNA 0417 1643 00')
    expect(input('IBAN').classList).not.toContain('is-invalid')
  })

  it('sends a valid IBAN, normalized', async () => {
    await fillAndSend('nl91 abna 0417 1643 00')
    expect(debitCalls()).toHaveLength(1)
    const init = debitCalls()[0]?.[1] as RequestInit
    expect(JSON.parse(String(init.body))).toMatchObject({ bundle: 2, iban: 'NL91ABNA0417164300' })
    await act(async () => {})
    expect(container.textContent).toContain('ending in 78')
  })
})
