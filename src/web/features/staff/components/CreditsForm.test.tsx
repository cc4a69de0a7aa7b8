// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { CreditsForm } from './CreditsForm.js'
import { StaffCatalogue } from './StaffCatalogue.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  return fieldByLabel(container, label, (text) => text === label)
}

async function send() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await act(async () => {})
}

describe('the credits correction form', () => {
  beforeEach(() => {
    fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ credits: 125 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <CreditsForm memberId={42} />
      </StaffCatalogue>,
    )
  })

  afterEach(() => detachRoot(root, container))

  it('refuses 0 and an empty reason, each on its field, without a request', async () => {
    typeInto(field('Amount'), '0')
    await send()
    expect(field('Amount').classList).toContain('is-invalid')
    expect(field('Reason').classList).toContain('is-invalid')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses an amount that is not a whole number', async () => {
    typeInto(field('Amount'), '2.5')
    typeInto(field('Reason'), 'Refund for a failed gift')
    await send()
    expect(field('Amount').classList).toContain('is-invalid')
    expect(field('Reason').classList).not.toContain('is-invalid')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('books a negative correction with its reason', async () => {
    typeInto(field('Amount'), '-20')
    typeInto(field('Reason'), 'Credits granted twice by mistake')
    await send()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/staff/credits.php')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      member: 42,
      amount: -20,
      reason: 'Credits granted twice by mistake',
    })
    expect(field('Amount').value).toBe('')
  })
})
