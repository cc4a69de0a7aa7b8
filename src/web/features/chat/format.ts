import type { ChatEntry, ChatMessage } from '#shared/api/chat.js'
import { unreadBadgeCap } from '#shared/constants.js'

/**
 * How chat shows counts, times and money, in the member's language. Times are local to the browser, so
 * the screen formats them only after hydration (the server does not know the member's time zone).
 */

/** "99+" from 100 on (docs/product.md §9, unread badge cap). */
export function cappedCount(count: number): string {
  return count > unreadBadgeCap ? `${unreadBadgeCap}+` : String(count)
}

/** The local calendar day of a moment, as YYYY-MM-DD: messages of one day share a separator. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday), whatever the hours. */
export function daysAgo(date: Date, now: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  return Math.round((start(now) - start(date)) / 86_400_000)
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** A separator's words: "Today", "Yesterday", else the weekday and date. */
export function dayLabel(date: Date, now: Date, locale: string): string {
  const ago = daysAgo(date, now)
  if (ago === 0 || ago === 1) {
    return capitalise(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-ago, 'day'), locale)
  }
  const sameYear = date.getFullYear() === now.getFullYear()
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date)
}

/** A message's time of day. */
export function timeOfDay(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date)
}

/** The list's time of a conversation: the time today, the weekday this week, else the date. */
export function listTime(date: Date, now: Date, locale: string): string {
  const ago = daysAgo(date, now)
  if (ago <= 0) return timeOfDay(date, locale)
  if (ago < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date)
  if (date.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date)
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date)
}

export interface DayGroup {
  key: string
  date: Date
  messages: ChatMessage[]
}

/** Consecutive messages of the same local day, oldest first. */
export function groupByDay(messages: ChatMessage[]): DayGroup[] {
  const groups: DayGroup[] = []
  for (const message of messages) {
    const date = new Date(message.created_at)
    const key = dayKey(date)
    const last = groups.at(-1)
    if (last?.key === key) last.messages.push(message)
    else groups.push({ key, date, messages: [message] })
  }
  return groups
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The list's preview of the last message: its text, or what kind of message it was; "You: " for one's own. */
export function previewOf(
  last: ChatEntry['conversation']['last_message'],
  viewerId: number,
  t: Translate,
): string {
  if (!last) return t('chat.list.no_messages')
  const body =
    last.kind === 'photo'
      ? t('chat.preview.photo')
      : last.kind === 'gift' && !last.text
        ? t('chat.preview.gift')
        : (last.text ?? '').replace(/\s+/g, ' ').trim()
  return last.sender_id === viewerId ? t('chat.preview.own', { text: body }) : body
}

/** Whether the text box is close enough to the site's limit to show the counter. */
export function showCounter(length: number, limit: number): boolean {
  return length >= Math.floor(limit * 0.8)
}
