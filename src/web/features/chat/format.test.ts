import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '#shared/api/chat.js'
import { cappedCount, dayLabel, daysAgo, groupByDay, listTime, previewOf, showCounter } from './format.js'

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key

function message(id: number, created: Date, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 1,
    sender_id: 2,
    kind: 'text',
    text: 'hi',
    gift: null,
    photo: null,
    created_at: created.toISOString(),
    read: false,
    ...overrides,
  }
}

describe('chat formatting', () => {
  it('caps counts at 99+ from 100 on', () => {
    expect(cappedCount(1)).toBe('1')
    expect(cappedCount(99)).toBe('99')
    expect(cappedCount(100)).toBe('99+')
    expect(cappedCount(4321)).toBe('99+')
  })

  it('counts calendar days, not 24-hour spans', () => {
    const now = new Date(2026, 10, 23, 0, 30)
    expect(daysAgo(new Date(2026, 10, 22, 23, 50), now)).toBe(1)
    expect(daysAgo(new Date(2026, 10, 23, 0, 1), now)).toBe(0)
    expect(daysAgo(new Date(2026, 10, 16, 12), now)).toBe(7)
  })

  it('names today and yesterday in the language, capitalised, and dates otherwise', () => {
    const now = new Date(2026, 10, 23, 15)
    expect(dayLabel(new Date(2026, 10, 23, 9), now, 'en')).toBe('Today')
    expect(dayLabel(new Date(2026, 10, 22, 9), now, 'en')).toBe('Yesterday')
    expect(dayLabel(new Date(2026, 10, 22, 9), now, 'de')).toBe('Gestern')
    expect(dayLabel(new Date(2026, 10, 23, 9), now, 'nl')).toBe('Vandaag')
    expect(dayLabel(new Date(2026, 10, 2, 9), now, 'en')).toBe('Monday, November 2')
    expect(dayLabel(new Date(2025, 0, 5, 9), now, 'en')).toBe('Sunday, January 5, 2025')
  })

  it('shows the time today, the weekday this week and the date before', () => {
    const now = new Date(2026, 10, 23, 15)
    expect(listTime(new Date(2026, 10, 23, 9, 5), now, 'en')).toMatch(/^9:05\sAM$/)
    expect(listTime(new Date(2026, 10, 23, 9, 5), now, 'de')).toBe('09:05')
    expect(listTime(new Date(2026, 10, 20, 9), now, 'en')).toBe('Fri')
    expect(listTime(new Date(2026, 9, 1, 9), now, 'en')).toBe('Oct 1')
    expect(listTime(new Date(2024, 9, 1, 9), now, 'en')).toBe('10/1/24')
  })

  it('groups messages by local day', () => {
    const groups = groupByDay([
      message(1, new Date(2026, 10, 21, 23, 59)),
      message(2, new Date(2026, 10, 22, 0, 1)),
      message(3, new Date(2026, 10, 22, 18)),
    ])
    expect(groups.map((g) => [g.key, g.messages.map((m) => m.id)])).toEqual([
      ['2026-11-21', [1]],
      ['2026-11-22', [2, 3]],
    ])
  })

  it('previews the last message by kind, marking the viewer’s own', () => {
    expect(previewOf(null, 1, t)).toBe('chat.list.no_messages')
    expect(previewOf({ id: 1, sender_id: 2, kind: 'text', text: 'Hello\n  there' }, 1, t)).toBe('Hello there')
    expect(previewOf({ id: 1, sender_id: 2, kind: 'photo', text: null }, 1, t)).toBe('chat.preview.photo')
    expect(previewOf({ id: 1, sender_id: 2, kind: 'gift', text: null }, 1, t)).toBe('chat.preview.gift')
    expect(previewOf({ id: 1, sender_id: 1, kind: 'text', text: 'Hi' }, 1, t)).toBe(
      'chat.preview.own:{"text":"Hi"}',
    )
  })

  it('shows the counter from 80% of the limit', () => {
    expect(showCounter(399, 500)).toBe(false)
    expect(showCounter(400, 500)).toBe(true)
  })
})
