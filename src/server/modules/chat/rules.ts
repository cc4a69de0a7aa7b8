import { AppError } from '#server/errors.js'
import type { ChatCosts, MessageKind } from '#shared/api/chat.js'
import type { SiteSettings } from '../sites/settings.js'

/** Message keys of the chat's own 400 answers. */
export const chatErrors = {
  self: 'chat.errors.self',
  empty: 'chat.errors.empty',
  tooLong: 'chat.errors.too_long',
  control: 'chat.errors.control_characters',
  markup: 'chat.errors.markup',
  messageNotFound: 'chat.errors.message_not_found',
  unknownGift: 'chat.errors.unknown_gift',
} as const

/**
 * docs/product.md §6: a free member can start this many conversations; buying credits (premium) lifts the
 * limit.
 */
export const freeConversationLimit = 2

/** Control characters (C0 and C1, DEL) other than the line feed: binary data, terminal escapes, NULs. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) continue
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

// Half of a surrogate pair without its other half: not text any more (invalid UTF-16 from a client).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
// An HTML tag: `<` straight before a tag name (or `/name`, `!--`). "<3" and "a < b" are not tags.
const markup = /<(?:\/?[a-z][a-z0-9-]*(?:[\s/>]|$)|!--)/i

/** Characters as people count them (code points), not UTF-16 units. */
export function textLength(text: string): number {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/**
 * A message text as stored: line breaks made uniform, trimmed. Refuses empty texts, texts over the site's
 * length, control characters other than line breaks (binary), broken Unicode and HTML tags: texts are
 * plain text, shown escaped, and a message carrying markup is refused rather than stored.
 */
export function cleanText(raw: string, maxLength: number, field = 'text'): string {
  const text = raw.replace(/\r\n?/g, '\n').trim()
  if (text === '') throw new AppError('validation_failed', { field, messageKey: chatErrors.empty })
  if (hasControlCharacter(text) || loneSurrogate.test(text))
    throw new AppError('validation_failed', { field, messageKey: chatErrors.control })
  if (markup.test(text)) throw new AppError('validation_failed', { field, messageKey: chatErrors.markup })
  if (textLength(text) > maxLength)
    throw new AppError('validation_failed', {
      field,
      messageKey: chatErrors.tooLong,
      params: { max: maxLength },
      details: { max: maxLength },
    })
  return text
}

/** The optional line that goes with a gift: absent or blank is no line at all. */
export function cleanGiftLine(raw: string | undefined, maxLength: number): string | null {
  if (raw === undefined || raw.trim() === '') return null
  return cleanText(raw, maxLength)
}

/** What a message of each kind costs on the site (docs/product.md §3): a gift may have its own price. */
export function messageCost(settings: SiteSettings, kind: MessageKind, giftCredits?: number | null): number {
  if (kind === 'photo') return settings.photo_credits
  if (kind === 'gift') return giftCredits ?? settings.gift_credits
  return settings.message_credits
}

/**
 * docs/product.md §5: the least a message costs, in the currency of the member's profile country, falling
 * back to the country the site chose for their location.
 */
export function minimumCost(
  settings: SiteSettings,
  profileCountry: string | null,
  selectedCountry: string,
): ChatCosts['minimum'] {
  const costs = settings.minimum_message_costs as Partial<Record<string, { costs: number; currency: string }>>
  const found = (profileCountry ? costs[profileCountry] : undefined) ?? costs[selectedCountry]
  return found ? { costs: found.costs, currency: found.currency } : null
}

export function chatCosts(
  settings: SiteSettings,
  profileCountry: string | null,
  selectedCountry: string,
): ChatCosts {
  return {
    message: settings.message_credits,
    photo: settings.photo_credits,
    gift: settings.gift_credits,
    minimum: minimumCost(settings, profileCountry, selectedCountry),
  }
}

/**
 * docs/product.md §6 (docs/decisions/0008-free-conversations.md): a member who never bought credits may start
 * `freeConversationLimit` conversations; answering a conversation someone else started is always open.
 */
export function mayStartConversation(paidUser: boolean, started: number): boolean {
  return paidUser || started < freeConversationLimit
}

/**
 * The oldest moment a message may be from to be shown (docs/product.md §8 Chat history limit); null: no
 * limit.
 */
export function historyStart(settings: SiteSettings, now: number): number | null {
  const days = settings.chat_history_days
  return days === null ? null : now - days * 24 * 60 * 60 * 1000
}
