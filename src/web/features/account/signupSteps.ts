/**
 * Signup steps (docs/product.md §2 and §4): account, photo, personal info, about me, push notifications, then
 * complete.
 */
export const signupSteps = ['account', 'photo', 'personal', 'about', 'push'] as const

export type SignupStep = (typeof signupSteps)[number] | 'complete'

export interface SignupState {
  step: SignupStep
  /** The address the account was created with; the confirm-e-mail box names it. */
  email: string | null
}

export type SignupAction = { type: 'created'; email: string } | { type: 'next' }

export const initialSignupState: SignupState = { step: 'account', email: null }

/** The step after this one; every step after the account is optional, so "next" and "skip" are one move. */
export function nextStep(step: SignupStep): SignupStep {
  if (step === 'complete') return 'complete'
  return signupSteps[signupSteps.indexOf(step) + 1] ?? 'complete'
}

/** 1-based position for "Step n of 5"; null once signup is complete. */
export function stepNumber(step: SignupStep): number | null {
  return step === 'complete' ? null : signupSteps.indexOf(step) + 1
}

/**
 * The account step only moves on once the server created the account; the later steps never go back
 * to it, since the account exists by then.
 */
export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'created':
      return state.step === 'account' ? { step: nextStep('account'), email: action.email } : state
    case 'next':
      return state.step === 'account' ? state : { ...state, step: nextStep(state.step) }
  }
}
