import { describe, expect, it } from 'vitest'
import { initialSignupState, type SignupState, signupReducer, stepNumber } from './signupSteps.js'

describe('signup steps', () => {
  it('goes from the account through photo, personal info, about me and push to complete', () => {
    let state = signupReducer(initialSignupState, { type: 'created', email: 'kim@example.com' })
    const seen: SignupState['step'][] = [state.step]
    while (state.step !== 'complete') {
      state = signupReducer(state, { type: 'next' })
      seen.push(state.step)
    }
    expect(seen).toEqual(['photo', 'personal', 'about', 'push', 'complete'])
    expect(state.email).toBe('kim@example.com')
    expect(signupReducer(state, { type: 'next' }).step).toBe('complete')
  })

  it('does not leave the account step before the account exists', () => {
    expect(signupReducer(initialSignupState, { type: 'next' })).toBe(initialSignupState)
  })

  it('ignores a second "created" after the account step', () => {
    const created = signupReducer(initialSignupState, { type: 'created', email: 'a@example.com' })
    expect(signupReducer(created, { type: 'created', email: 'b@example.com' })).toBe(created)
  })

  it('numbers the five steps and not the completion', () => {
    expect(stepNumber('account')).toBe(1)
    expect(stepNumber('push')).toBe(5)
    expect(stepNumber('complete')).toBeNull()
  })
})
