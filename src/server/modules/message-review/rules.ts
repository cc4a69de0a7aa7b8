import { createHash } from 'node:crypto'

/** The rules a member's chat message can hit (docs/product.md, Spam and scam defence). */
export const spamRules = ['same_text', 'contact_details', 'new_account_reach'] as const
export type SpamRule = (typeof spamRules)[number]

/**
 * A text as the same-text rule compares it: lower case, only letters (with their accents) and single spaces.
 * Digits, punctuation and emoji go, so that "Hi Anna!! 😊" and "hi  anna" count as one text and a counter
 * or a smiley added to each copy does not make it new.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\s]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
}

/** The stored fingerprint of a text (32 hex characters of its SHA-256); null when no letters are left. */
export function fingerprintOf(text: string): string | null {
  const normalised = normaliseText(text)
  if (normalised === '') return null
  return createHash('sha256').update(normalised).digest('hex').slice(0, 32)
}

// Top-level domains scams use and that rarely end a word in a chat. A plain "anna.b" or "z.B." is no link.
const tlds = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'me',
  'co',
  'app',
  'xyz',
  'online',
  'site',
  'club',
  'link',
  'live',
  'top',
  'shop',
  'dating',
  'ru',
  'de',
  'nl',
  'be',
  'fr',
  'es',
  'it',
  'pl',
  'at',
  'ch',
  'uk',
  'eu',
  'us',
  'ly',
  'gg',
  'to',
  'tv',
  'cc',
]
const link = new RegExp(
  [
    String.raw`\bhttps?:\/\/\S+`,
    String.raw`\bwww\.[\p{L}\p{N}-]+\.\p{L}{2,}`,
    String.raw`\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:${tlds.join('|')})(?![\p{L}\p{N}])(?:\/\S*)?`,
  ].join('|'),
  'iu',
)
const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/iu
// "anna(at)example(dot)com", "anna [at] example [punkt] de": the written-out forms people use to slip past.
const spelledEmail =
  /[\p{L}\p{N}._-]+\s*[([{]\s*(?:at|ät|arroba|chiocciola|małpa|malpa|apenstaartje)\s*[)\]}]\s*[\p{L}\p{N}-]+\s*[([{]\s*(?:dot|punkt|punto|point|punt|kropka)\s*[)\]}]\s*\p{L}{2,}/iu
// A run of digits with the separators phone numbers are written with; counted by its digits below.
const digitRun = /\+?\(?\d[\d\s()./-]*\d/g
// Dates and times are digit runs too: "12.05.2024", "2024-05-12".
const dateLike = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/

// A number with one decimal point or comma ("1.72", "0.5", "3.14159") is a measure or a price, not a phone.
const decimal = /^\d+[.,]\d+$/

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(digitRun)) {
    const run = match[0].trim()
    if (dateLike.test(run)) continue
    const digits = run
      .split(/\s+/)
      .filter((part) => !decimal.test(part))
      .join('')
      .replace(/\D/g, '')
    if (digits.length >= 7) return true
  }
  return false
}

/** What contact details a text carries, if any: a link, an e-mail address or a phone number. */
export function contactDetailsIn(text: string): 'link' | 'email' | 'phone' | null {
  if (email.test(text) || spelledEmail.test(text)) return 'email'
  if (link.test(text)) return 'link'
  if (hasPhoneNumber(text)) return 'phone'
  return null
}
