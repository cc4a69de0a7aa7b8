import { describe, expect, it } from 'vitest'
import { AppError } from '#server/errors.js'
import { siteSettingsSchema } from '../sites/settings.js'
import { writeRefusal } from './policy.js'
import {
  chatCosts,
  cleanGiftLine,
  cleanText,
  hasControlCharacter,
  historyStart,
  mayStartConversation,
  messageCost,
  minimumCost,
  textLength,
} from './rules.js'

const settings = siteSettingsSchema.parse({
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 15,
  minimum_message_costs: { NL: { costs: 0.35, currency: 'EUR' }, PL: { costs: 1.5, currency: 'PLN' } },
})

function refusal(run: () => unknown): { code: string; messageKey: string; field?: string } | null {
  try {
    run()
    return null
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { code: error.code, messageKey: error.messageKey, field: error.options.field }
  }
}

describe('cleanText', () => {
  it('trims, makes line breaks uniform and keeps everything else as typed', () => {
    expect(cleanText('  Hi there\r\n\r\nbye\r ', 100)).toBe('Hi there\n\nbye')
    expect(cleanText('Tom & Jerry "quoted" <3 a < b > c', 100)).toBe('Tom & Jerry "quoted" <3 a < b > c')
    expect(cleanText('Zażółć gęślą jaźń 😀👍🏽', 100)).toBe('Zażółć gęślą jaźń 😀👍🏽')
  })

  it.each([
    ['empty', '', 'chat.errors.empty'],
    ['blank', ' \n \t ', 'chat.errors.empty'],
    ['NUL bytes', 'a\u0000b', 'chat.errors.control_characters'],
    ['a tab', 'a\tb', 'chat.errors.control_characters'],
    ['an escape sequence', '\u001b[2J', 'chat.errors.control_characters'],
    ['DEL', 'a\u007fb', 'chat.errors.control_characters'],
    ['a C1 control', 'a\u0085b', 'chat.errors.control_characters'],
    ['a lone high surrogate', 'a\ud83d', 'chat.errors.control_characters'],
    ['a lone low surrogate', '\ude00b', 'chat.errors.control_characters'],
    ['a script tag', '<script>alert(1)</script>', 'chat.errors.markup'],
    ['an image with a handler', 'x <img src=x onerror=alert(1)>', 'chat.errors.markup'],
    ['a closing tag', 'bye</div>', 'chat.errors.markup'],
    ['an upper-case tag', '<SCRIPT SRC=//x>', 'chat.errors.markup'],
    ['a comment', 'a <!-- b', 'chat.errors.markup'],
    ['an iframe at the end', 'look <iframe', 'chat.errors.markup'],
  ])('refuses %s', (_, text, key) => {
    expect(refusal(() => cleanText(text, 100))).toEqual({
      code: 'validation_failed',
      messageKey: key,
      field: 'text',
    })
  })

  it('counts characters as people do, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2)
    expect(cleanText('😀'.repeat(5), 5)).toBe('😀'.repeat(5))
    expect(refusal(() => cleanText('x'.repeat(6), 5))?.messageKey).toBe('chat.errors.too_long')
    // The length is measured after trimming.
    expect(cleanText(`  ${'x'.repeat(5)}  `, 5)).toBe('xxxxx')
  })

  it('takes a blank gift line as none, and checks a real one like any text', () => {
    expect(cleanGiftLine(undefined, 10)).toBeNull()
    expect(cleanGiftLine('   ', 10)).toBeNull()
    expect(cleanGiftLine(' For you ', 10)).toBe('For you')
    expect(refusal(() => cleanGiftLine('<b>x</b>', 10))?.messageKey).toBe('chat.errors.markup')
  })

  it('finds control characters but lets line feeds through', () => {
    expect(hasControlCharacter('one\ntwo')).toBe(false)
    expect(hasControlCharacter('one\rtwo')).toBe(true)
    expect(hasControlCharacter('\u00a0non-breaking')).toBe(false)
  })
})

describe('costs', () => {
  it('charges each kind its site price, a gift its own when it has one', () => {
    expect(messageCost(settings, 'text')).toBe(5)
    expect(messageCost(settings, 'photo')).toBe(10)
    expect(messageCost(settings, 'gift')).toBe(15)
    expect(messageCost(settings, 'gift', null)).toBe(15)
    expect(messageCost(settings, 'gift', 40)).toBe(40)
  })

  it('shows the minimum cost of the profile country, else of the country chosen for the visitor', () => {
    expect(minimumCost(settings, 'PL', 'NL')).toEqual({ costs: 1.5, currency: 'PLN' })
    expect(minimumCost(settings, 'DE', 'NL')).toEqual({ costs: 0.35, currency: 'EUR' })
    expect(minimumCost(settings, null, 'PL')).toEqual({ costs: 1.5, currency: 'PLN' })
    expect(minimumCost(settings, 'DE', 'AT')).toBeNull()
    expect(chatCosts(settings, 'NL', 'NL')).toEqual({
      message: 5,
      photo: 10,
      gift: 15,
      minimum: { costs: 0.35, currency: 'EUR' },
    })
  })
})

describe('who may write', () => {
  const writer = { activated: true, paid: false, started: 0 }
  const visible = { invisible: false, hasWritten: false }

  it('lets a free member start 2 conversations and a paying member any number', () => {
    expect(mayStartConversation(false, 0)).toBe(true)
    expect(mayStartConversation(false, 1)).toBe(true)
    expect(mayStartConversation(false, 2)).toBe(false)
    expect(mayStartConversation(true, 200)).toBe(true)
  })

  it('gives the first reason that applies, or none', () => {
    expect(writeRefusal(writer, visible, false)).toBeNull()
    expect(writeRefusal({ ...writer, activated: false }, { invisible: true, hasWritten: false }, false)).toBe(
      'activation_required',
    )
    expect(writeRefusal(writer, { invisible: true, hasWritten: false }, true)).toBe('member_invisible')
    expect(writeRefusal(writer, { invisible: true, hasWritten: true }, true)).toBeNull()
    expect(writeRefusal({ ...writer, started: 2 }, visible, false)).toBe('conversation_limit')
    // Writing on in an existing conversation is never limited.
    expect(writeRefusal({ ...writer, started: 2 }, visible, true)).toBeNull()
    expect(writeRefusal({ ...writer, paid: true, started: 2 }, visible, false)).toBeNull()
  })
})

describe('historyStart', () => {
  it('is the given number of days back, or none', () => {
    const now = Date.UTC(2026, 10, 23)
    expect(historyStart({ ...settings, chat_history_days: 365 }, now)).toBe(now - 365 * 86_400_000)
    expect(historyStart({ ...settings, chat_history_days: null }, now)).toBeNull()
  })
})
