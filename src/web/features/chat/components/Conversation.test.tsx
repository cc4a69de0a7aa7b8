// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsQueryKey } from '#web/lib/site.js'
import { attachRoot, detachRoot, renderInApp, typeInto } from '#web/testing/dom.js'
import { chatResponse } from '../testing/chatResponse.js'
import { Conversation } from './Conversation.js'

// React warns about updates outside act() unless it is told this is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const chat = chatResponse({ costs: { message: 5, photo: 10, gift: 15, minimum: null } })

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let refusal: Record<string, string>

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function box(): HTMLTextAreaElement {
  const found = container.querySelector<HTMLTextAreaElement>('textarea.chat-input')
  if (!found) throw new Error('no message box')
  return found
}

/** Lets the answers arrive until `done`. */
async function settle(done: () => boolean) {
  for (let tries = 0; tries < 50 && !done(); tries++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

async function send(text: string) {
  typeInto(box(), text)
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await settle(() => fetch.mock.calls.some(([url]) => String(url).includes('/api/message.php')))
  await settle(() => !container.querySelector('.chat-send .spinner-border'))
}

describe('the conversation’s message box', () => {
  beforeEach(async () => {
    fetch = vi.fn(async (url: string) => {
      if (String(url).includes('/api/message.php')) return json({ error: refusal }, 400)
      if (String(url).includes('/api/chat.php')) return json(chat)
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404)
    })
    ;({ container, root } = attachRoot(fetch))
    const queryClient = new QueryClient()
    // Only the settings the composer reads.
    queryClient.setQueryData(settingsQueryKey, { settings: { name: 'Amora', message_length: 500 } })
    renderInApp(root, <Conversation target={{ conversation: 4 }} />, queryClient)
    await settle(() => container.querySelector('textarea') !== null)
  })

  afterEach(() => {
    detachRoot(root, container)
  })

  it('puts the server’s refusal of the text under the box, and keeps the text', async () => {
    refusal = { code: 'validation_failed', message: 'Your message may not contain HTML.', field: 'text' }
    await send('<b>hi</b>')
    expect(box().classList).toContain('is-invalid')
    expect(box().value).toBe('<b>hi</b>')
    expect(container.querySelector('.invalid-feedback')?.textContent).toBe(
      'Your message may not contain HTML.',
    )
    expect(container.querySelector('.alert-danger')).toBeNull()
  })

  it('shows a refusal naming no field above the box, as before', async () => {
    refusal = { code: 'rate_limited', message: 'Slow down a little.' }
    await send('Hello')
    expect(box().classList).not.toContain('is-invalid')
    expect(container.querySelector('.alert-danger')?.textContent).toContain('Slow down a little.')
  })
})
