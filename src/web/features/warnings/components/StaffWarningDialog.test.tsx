// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WarningsResponse } from '#shared/api/warnings.js'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import { StaffWarningDialog } from './StaffWarningDialog.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const first = {
  id: 4,
  text: 'Insulting members is against our rules.',
  created_at: '2026-11-28T10:00:00.000Z',
}
const second = { id: 6, text: 'Please keep your photos dressed.', created_at: '2026-11-28T11:00:00.000Z' }

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let unread: WarningsResponse['warnings']

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const dialog = () => document.body.querySelector('[role=dialog]')

async function settle() {
  for (let turn = 0; turn < 10; turn++)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('a warning from the staff', () => {
  beforeEach(async () => {
    unread = [first, second]
    fetch = vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const { id } = JSON.parse(String(init.body)) as { id: number }
        unread = unread.filter((warning) => warning.id !== id)
      }
      return json({ warnings: unread })
    })
    ;({ container, root } = attachRoot(fetch))
    renderInApp(root, <StaffWarningDialog />)
    await settle()
  })

  afterEach(() => detachRoot(root, container))

  it('shows the oldest one until the member confirms it, then the next, then nothing', async () => {
    expect(dialog()?.textContent).toContain(first.text)
    expect(dialog()?.textContent).not.toContain(second.text)
    // Only the confirmation closes it: there is no close button.
    expect(dialog()?.querySelectorAll('button')).toHaveLength(1)
    const confirm = () => act(async () => dialog()?.querySelector('button')?.click())
    await confirm()
    await settle()
    const put = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    expect(put?.[0]).toBe('/api/warnings.php')
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({ id: 4 })
    expect(dialog()?.textContent).toContain(second.text)
    await confirm()
    await settle()
    expect(dialog()).toBeNull()
  })
})
