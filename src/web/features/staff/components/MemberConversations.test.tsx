// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffConversationsResponse, StaffMessagesResponse } from '#shared/api/staff.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { MemberConversations } from './MemberConversations.js'
import { StaffCatalogue } from './StaffCatalogue.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const conversations: StaffConversationsResponse = {
  conversations: [
    {
      id: 7,
      other: { id: 99, name: 'Lena', fictional: true },
      messages: 2,
      last_message_at: 1_700_000_600_000,
    },
  ],
}

// As the server answers: the newest first.
const messages: StaffMessagesResponse = {
  messages: [
    {
      id: 502,
      sender_id: 99,
      kind: 'gift',
      text: null,
      photo_url: null,
      gift: 'red-rose',
      created_at: 1_700_000_600_000,
    },
    {
      id: 501,
      sender_id: 42,
      kind: 'text',
      text: 'Hello there',
      photo_url: null,
      gift: null,
      created_at: 1_700_000_000_000,
    },
  ],
}

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let messagesAnswer: () => Response

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The dialog is portalled to the document's body, out of the container. */
function reason(): HTMLTextAreaElement {
  return fieldByLabel<HTMLTextAreaElement>(document.body, 'Reason', (text) => text === 'Reason')
}

function button(text: string): HTMLButtonElement {
  const found = [...document.body.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!found) throw new Error(`no button ${text}`)
  return found
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

async function openDialog() {
  await act(async () => button('Read messages').click())
}

async function send() {
  await act(async () => document.body.querySelector<HTMLButtonElement>('.modal button[type=submit]')?.click())
  await settle()
}

const posts = () =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')

describe('a member’s conversations', () => {
  beforeEach(async () => {
    messagesAnswer = () => json(messages)
    fetch = vi.fn(async (path: string) =>
      path.startsWith('/api/staff/messages.php') ? messagesAnswer() : json(conversations),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <MemberConversations memberId={42} totals={{ total: 1, messages_sent: 1 }} />
      </StaffCatalogue>,
    )
    for (let turn = 0; turn < 20 && !container.querySelector('tbody'); turn++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  })

  afterEach(() => detachRoot(root, container))

  it('lists who the member talks with, linked to their page, without a word of the messages', () => {
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/staff/conversations.php?member=42')
    const link = container.querySelector<HTMLAnchorElement>('tbody a')
    expect(link?.textContent).toBe('Lena')
    expect(link?.getAttribute('href')).toBe('/admin/members/99')
    expect(container.textContent).toContain('1 conversations, 1 messages sent.')
    expect(container.textContent).not.toContain('Hello there')
  })

  it('asks for a reason before any request for the messages', async () => {
    await openDialog()
    expect(document.body.textContent).toContain('audit log')
    await send()
    expect(reason().classList).toContain('is-invalid')
    typeInto(reason(), 'ab')
    await send()
    expect(reason().classList).toContain('is-invalid')
    expect(posts()).toEqual([])
  })

  it('shows the messages, oldest at the top, after the reading was granted', async () => {
    await openDialog()
    typeInto(reason(), 'Complaint #12 about harassment')
    await send()
    expect(posts()).toHaveLength(1)
    const [path, init] = posts()[0] as [string, RequestInit]
    expect(path).toBe('/api/staff/messages.php')
    expect(JSON.parse(String(init.body))).toEqual({
      member: 42,
      conversation: 7,
      reason: 'Complaint #12 about harassment',
    })
    const items = [...document.body.querySelectorAll('.modal li')].map((li) => li.textContent ?? '')
    expect(items).toHaveLength(2)
    expect(items[0]).toContain('This member')
    expect(items[0]).toContain('Hello there')
    expect(items[1]).toContain('Lena')
    expect(items[1]).toContain('Gift: red-rose')
  })

  it('puts the server’s refusal of the reason under the field', async () => {
    messagesAnswer = () =>
      json({ error: { code: 'validation_failed', message: 'Say why, please.', field: 'reason' } }, 400)
    await openDialog()
    typeInto(reason(), 'why not')
    await send()
    expect(reason().classList).toContain('is-invalid')
    expect(document.body.querySelector('.modal .invalid-feedback')?.textContent).toBe('Say why, please.')
    expect(document.body.querySelector('.modal li')).toBeNull()
  })
})
