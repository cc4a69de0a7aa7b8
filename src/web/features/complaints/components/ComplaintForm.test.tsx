// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { ComplaintForm } from './ComplaintForm.js'

// React warns about updates outside act() unless it is told this is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

function mount() {
  renderInApp(
    root,
    <ComplaintForm member initialMember={7} payments={[]} accountEmail="a@example.com" onFiled={() => {}} />,
  )
}

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  return fieldByLabel(container, label, (text) => text.startsWith(label))
}

function type(label: string, value: string) {
  typeInto(field(label), value)
}

async function send() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
}

describe('the complaint form', () => {
  beforeEach(() => {
    fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'member_not_found', message: 'No such member', field: 'subject_id' },
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    )
    ;({ container, root } = attachRoot(fetch))
    mount()
  })

  afterEach(() => {
    detachRoot(root, container)
  })

  it('refuses a too short text on its field, with the shared schema, without a request', async () => {
    type('Your complaint', 'short')
    await send()
    expect(field('Your complaint').classList).toContain('is-invalid')
    expect(container.textContent).toContain('Please describe what happened in at least 10 characters.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('puts the server’s refusal of the member number under that field', async () => {
    type('Your complaint', 'This profile copies photos from a model agency.')
    await send()
    await act(async () => {})
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(field('Member number').classList).toContain('is-invalid')
    expect(container.querySelector('[role=alert]')).toBeNull()
  })
})
