import { describe, expect, it } from 'vitest'
import { changePasswordSchema, deleteAccountSchema, loginSchema, signupSchema } from '#shared/api/account.js'
import { validate } from './formErrors.js'

const today = new Date('2026-06-15T12:00:00Z')

describe('form validation with the shared schemas', () => {
  it('gives each field its first message as a catalogue key, with the minimum age', () => {
    const result = validate(signupSchema(18, today), {
      email: 'kim@gmail',
      name: 'kim@example.com',
      password: 'short',
      date_of_birth: '2010-01-01',
    })
    expect(result.errors).toEqual({
      email: { key: 'account.errors.invalid_email' },
      name: { key: 'account.errors.username_is_email' },
      password: { key: 'account.errors.password_too_short' },
      date_of_birth: { key: 'account.errors.minimum_age', params: { min_age: 18 } },
    })
  })

  it('refuses an impossible date of birth', () => {
    const result = validate(signupSchema(18, today), {
      email: 'kim@example.com',
      name: 'Kim',
      password: 'long enough',
      date_of_birth: '1990-02-30',
    })
    expect(result.errors).toEqual({ date_of_birth: { key: 'account.errors.invalid_date_of_birth' } })
  })

  it('returns the parsed data when everything fits', () => {
    const result = validate(loginSchema, { email: ' Kim@Example.com ', password: 'secret' })
    expect(result).toEqual({ data: { email: 'kim@example.com', password: 'secret' }, errors: null })
  })

  it('puts "not the same" under the repeated password', () => {
    const result = validate(changePasswordSchema, {
      old_password: 'old one',
      password: 'new password',
      password_repeat: 'other password',
    })
    expect(result.errors).toEqual({ password_repeat: { key: 'account.errors.passwords_differ' } })
  })

  it("replaces zod's own English by the generic catalogue message", () => {
    const result = validate(deleteAccountSchema, { reason: '', password: 'x' })
    expect(result.errors).toEqual({ reason: { key: 'errors.validation_failed' } })
  })
})
