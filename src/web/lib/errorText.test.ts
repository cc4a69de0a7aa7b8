import { describe, expect, it } from 'vitest'
import { ApiError } from './api.js'
import { errorText } from './errorText.js'

const t = (key: string) => `t:${key}`

describe('errorText', () => {
  it('shows the server’s message, already translated', () => {
    expect(errorText(new ApiError(400, 'iban_invalid', 'IBAN invalid', 'iban'), t)).toBe('IBAN invalid')
  })

  it('shows the general message for a failure that is not the server’s answer', () => {
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe('t:errors.internal')
    expect(errorText('boom', t)).toBe('t:errors.internal')
    expect(errorText(null, t)).toBe('t:errors.internal')
  })

  it('shows the general message when the server gave none', () => {
    expect(errorText(new ApiError(500, 'internal', ''), t)).toBe('t:errors.internal')
  })

  it('takes the message the caller names instead of the general one', () => {
    expect(errorText(new TypeError('Failed to fetch'), t, 'errors.popup')).toBe('t:errors.popup')
    expect(errorText(new ApiError(400, 'link_invalid', 'Link expired'), t, 'errors.popup')).toBe(
      'Link expired',
    )
  })
})
