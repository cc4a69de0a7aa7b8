import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatResponse, ChatsResponse } from '#shared/api/chat.js'
import type { ChatPages } from '../features/chat/api/chat.js'
import { chatsQueryKey } from '../features/chat/api/chats.js'
import { hideMatch, shownMatch } from '../features/likes/hooks/matchModalStore.js'
import type { CurrentUser } from '../lib/session.js'
import { memberCard } from '../testing/renderHtml.js'
import { reconnectDelay, reconnectMaxMs } from './backoff.js'
import { applyFrame, parseFrame } from './frames.js'

const viewer = 1
const anna = memberCard({ id: 7, name: 'Anna' })

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 40,
    sender_id: anna.id,
    kind: 'text',
    text: `message ${id}`,
    gift: null,
    photo: null,
    created_at: new Date(Date.UTC(2026, 10, 23, 12, id)).toISOString(),
    read: false,
    ...overrides,
  }
}

function chatPage(messages: ChatMessage[], conversation: { id: number } | null = { id: 40 }): ChatResponse {
  return {
    conversation,
    profile: anna,
    messages,
    has_more: false,
    history_limited: false,
    can_write: true,
    cannot_write_reason: null,
    first_message: messages.length === 0,
    costs: { message: 5, photo: 10, gift: 20, minimum: null },
    credits: 20,
  }
}

function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: viewer,
    email: 'me@example.com',
    status: 'active',
    credits: 20,
    paid_user: false,
    language: 'en',
    invisible: false,
    fictional_icon: '🎭',
    signup_date: '2026-11-01T00:00:00.000Z',
    notifications_disabled: [],
    num_unread_messages: 0,
    num_new_likes: 0,
    profile: null,
    ...overrides,
  }
}

function chats(entries: ChatsResponse['chats'] = []): ChatsResponse {
  return { chats: entries, profiles: [anna], num_unread_messages: 0, num_new_likes: 0 }
}

function cache() {
  const client = new QueryClient()
  client.setQueryData(['user'], user())
  return client
}

const pagesOf = (client: QueryClient, key: readonly unknown[]) => client.getQueryData<ChatPages>(key)
const ids = (pages: ChatPages | undefined) => pages?.pages.flatMap((p) => p.messages.map((m) => m.id))

describe('realtime frames into the cache', () => {
  it('a message joins its conversation once, whichever way the conversation was opened', () => {
    const client = cache()
    client.setQueryData<ChatPages>(['chat', 'conversation', 40], {
      pages: [chatPage([message(1)])],
      pageParams: [null],
    })
    client.setQueryData<ChatPages>(['chat', 'member', 7], { pages: [chatPage([], null)], pageParams: [null] })
    client.setQueryData<ChatPages>(['chat', 'conversation', 41], {
      pages: [chatPage([], { id: 41 })],
      pageParams: [null],
    })
    const frame = { type: 'message', message: message(2), profile: anna } as const
    applyFrame(client, frame, viewer)
    applyFrame(client, frame, viewer)
    expect(ids(pagesOf(client, ['chat', 'conversation', 40]))).toEqual([1, 2])
    const byMember = pagesOf(client, ['chat', 'member', 7])?.pages[0]
    expect(byMember?.messages.map((m) => m.id)).toEqual([2])
    expect(byMember?.conversation).toEqual({ id: 40 })
    expect(byMember?.first_message).toBe(false)
    expect(ids(pagesOf(client, ['chat', 'conversation', 41]))).toEqual([])
  })

  it('a message moves its conversation to the top of the list and counts as unread; one of mine does not', () => {
    const client = cache()
    const other = {
      conversation: { id: 39, last_message_at: null, last_message: null },
      profile: { id: 9 },
      num_unread_messages: 0,
    }
    client.setQueryData(chatsQueryKey, chats([other]))
    applyFrame(client, { type: 'message', message: message(3), profile: anna }, viewer)
    let list = client.getQueryData<ChatsResponse>(chatsQueryKey)
    expect(list?.chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([
      [40, 1],
      [39, 0],
    ])
    expect(list?.chats[0]?.conversation.last_message?.text).toBe('message 3')
    applyFrame(client, { type: 'message', message: message(4, { sender_id: viewer }), profile: anna }, viewer)
    list = client.getQueryData<ChatsResponse>(chatsQueryKey)
    expect(list?.chats[0]?.num_unread_messages).toBe(1)
    expect(list?.chats[0]?.conversation.last_message?.sender_id).toBe(viewer)
    expect(list?.chats[0]?.profile.id).toBe(anna.id)
  })

  it('a read receipt marks my messages up to that one as read, not theirs and not later ones', () => {
    const client = cache()
    const mine = (id: number) => message(id, { sender_id: viewer })
    client.setQueryData<ChatPages>(['chat', 'conversation', 40], {
      pages: [chatPage([mine(1), message(2), mine(3), mine(5)])],
      pageParams: [null],
    })
    applyFrame(client, { type: 'read', conversation_id: 40, message_id: 3 }, viewer)
    const read = pagesOf(client, ['chat', 'conversation', 40])?.pages[0]?.messages.map((m) => [m.id, m.read])
    expect(read).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [5, false],
    ])
  })

  it('unread totals feed the navigation badges and the list; credits the balance everywhere', () => {
    const client = cache()
    client.setQueryData(chatsQueryKey, chats())
    client.setQueryData<ChatPages>(['chat', 'conversation', 40], {
      pages: [chatPage([])],
      pageParams: [null],
    })
    applyFrame(client, { type: 'unread', num_unread_messages: 120, num_new_likes: 2 }, viewer)
    applyFrame(client, { type: 'credits', credits: 3 }, viewer)
    const me = client.getQueryData<CurrentUser>(['user'])
    expect([me?.num_unread_messages, me?.num_new_likes, me?.credits]).toEqual([120, 2, 3])
    expect(client.getQueryData<ChatsResponse>(chatsQueryKey)?.num_unread_messages).toBe(120)
    expect(pagesOf(client, ['chat', 'conversation', 40])?.pages[0]?.credits).toBe(3)
  })

  it('a removed conversation leaves the list and the cache', () => {
    const client = cache()
    const entry = {
      conversation: { id: 40, last_message_at: null, last_message: null },
      profile: { id: 7 },
      num_unread_messages: 2,
    }
    client.setQueryData(chatsQueryKey, chats([entry]))
    client.setQueryData<ChatPages>(['chat', 'conversation', 40], {
      pages: [chatPage([message(1)])],
      pageParams: [null],
    })
    applyFrame(client, { type: 'chat_removed', conversation_id: 40 }, viewer)
    expect(client.getQueryData<ChatsResponse>(chatsQueryKey)?.chats).toEqual([])
    expect(pagesOf(client, ['chat', 'conversation', 40])).toBeUndefined()
  })

  it('a match opens the New like! modal and marks the likes stale; a like only the likes', () => {
    const client = cache()
    client.setQueryData(['likes'], { profiles: [], liked: [], liked_by: [] })
    hideMatch()
    applyFrame(client, { type: 'like', profile: anna }, viewer)
    expect(shownMatch()).toBeNull()
    expect(client.getQueryState(['likes'])?.isInvalidated).toBe(true)
    applyFrame(client, { type: 'match', profile: anna }, viewer)
    expect(shownMatch()).toEqual({ member: anna, kind: 'match' })
    hideMatch()
  })

  it('reads frames, ignoring pongs and garbage', () => {
    expect(parseFrame('{"type":"credits","credits":4}')).toEqual({ type: 'credits', credits: 4 })
    expect(parseFrame('{"type":"pong"}')).toBeNull()
    expect(parseFrame('not json')).toBeNull()
    expect(parseFrame(new ArrayBuffer(2))).toBeNull()
  })
})

describe('reconnecting', () => {
  it('waits longer after each failure, with jitter, up to the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500)
    expect(reconnectDelay(0, () => 1)).toBe(1000)
    expect(reconnectDelay(3, () => 0.5)).toBe(6000)
    expect(reconnectDelay(20, () => 1)).toBe(reconnectMaxMs)
    expect(reconnectDelay(20, () => 0)).toBe(reconnectMaxMs / 2)
  })
})
