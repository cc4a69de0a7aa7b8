import { isIP } from 'node:net'
import type { memberSorts } from '#shared/api/staff.js'

export type MemberSort = (typeof memberSorts)[number]

/** What the back-office's search box was given: an id, an address's start, an IP address or a word. */
export type SearchTerm =
  | { kind: 'id'; id: number }
  | { kind: 'email'; prefix: string }
  | { kind: 'ip'; ip: string }
  | { kind: 'text'; prefix: string }

/**
 * Reads the search box: digits are an id (a leading # allowed), an IP address is looked up in the login
 * history, text with an @ is the start of an e-mail address, and anything else the start of an e-mail
 * address or of a name.
 */
export function parseSearchTerm(input: string | undefined): SearchTerm | null {
  const text = input?.trim().toLowerCase() ?? ''
  if (text === '') return null
  const id = /^#?(\d{1,10})$/.exec(text)?.[1]
  if (id !== undefined && Number(id) <= 2_147_483_647) return { kind: 'id', id: Number(id) }
  if (isIP(text) !== 0) return { kind: 'ip', ip: text }
  if (text.includes('@')) return { kind: 'email', prefix: text }
  return { kind: 'text', prefix: text }
}
