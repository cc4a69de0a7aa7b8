// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { DiscountCodeField } from './Checkout.js'

// React warns about updates outside act() unless it is told this is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
const onApply = vi.fn()

function refusal(status: number, error: Record<string, string>) {
  return new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } })
}

function field(): HTMLInputElement {
  return fieldByLabel(container, 'Discount code', (text) => text.length > 0)
}

async function apply(code: string) {
  typeInto(field(), code)
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await act(async () => {})
}

describe('the discount code field', () => {
  beforeEach(() => {
    fetch = vi.fn()
    ;({ container, root } = attachRoot(fetch))
    renderInApp(root, <DiscountCodeField applied={undefined} onApply={onApply} refused={null} />)
  })

  afterEach(() => {
    detachRoot(root, container)
    onApply.mockReset()
  })

  it('puts the server’s refusal naming the code under the field', async () => {
    fetch.mockResolvedValue(
      refusal(400, { code: 'validation_failed', message: 'Code too long', field: 'code' }),
    )
    await apply('SPRING')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(field().classList).toContain('is-invalid')
    expect(container.querySelector('.invalid-feedback')?.textContent).toBe('Code too long')
    expect(container.querySelector('[role=alert]')).toBeNull()
    expect(onApply).not.toHaveBeenCalled()
  })

  it('puts a refusal naming no field under the field too, as before', async () => {
    fetch.mockResolvedValue(refusal(404, { code: 'not_found', message: 'Code not found' }))
    await apply('NOPE')
    expect(field().classList).toContain('is-invalid')
    expect(container.querySelector('.invalid-feedback')?.textContent).toBe('Code not found')
  })
})
