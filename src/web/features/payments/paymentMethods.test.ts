import { describe, expect, it } from 'vitest'
import { type PaymentMethod, paymentMethods } from '#shared/api/payments.js'
import { choiceOf, groupMethods, methodGroupOf, methodGroups } from './paymentMethods.js'

/** What the server offers a member in France with the test provider (methods.ts order). */
const france: PaymentMethod[] = [
  'cartebancaire',
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'applepay',
  'paypal',
  'paysafecard',
  'sct',
  'sdd',
]

describe('grouping the offered methods', () => {
  it('folds every card brand into one card choice that pays with creditcard, then wallets, then bank', () => {
    expect(groupMethods(france)).toEqual([
      {
        group: 'card',
        choices: [{ method: 'creditcard', brands: ['cartebancaire', 'visa', 'mastercard', 'maestro'] }],
      },
      {
        group: 'wallet',
        choices: [
          { method: 'applepay', brands: [] },
          { method: 'paypal', brands: [] },
          { method: 'paysafecard', brands: [] },
        ],
      },
      {
        group: 'bank',
        choices: [
          { method: 'sct', brands: [] },
          { method: 'sdd', brands: [] },
        ],
      },
    ])
  })

  it('puts the groups in their order whatever the order offered, keeping the order within a group', () => {
    const groups = groupMethods(['ideal', 'paypal', 'visa', 'sdd', 'applepay', 'creditcard'])
    expect(groups.map((g) => g.group)).toEqual(['card', 'wallet', 'bank'])
    expect(groups[1]?.choices.map((c) => c.method)).toEqual(['paypal', 'applepay'])
    expect(groups[2]?.choices.map((c) => c.method)).toEqual(['ideal', 'sdd'])
  })

  it('pays with the first brand where creditcard itself is not offered, and shows no brand for creditcard alone', () => {
    expect(groupMethods(['mastercard', 'visa'])).toEqual([
      { group: 'card', choices: [{ method: 'mastercard', brands: ['mastercard', 'visa'] }] },
    ])
    expect(groupMethods(['creditcard'])).toEqual([
      { group: 'card', choices: [{ method: 'creditcard', brands: [] }] },
    ])
  })

  it('leaves out the groups with nothing offered', () => {
    expect(groupMethods(['blik', 'prezelewy24']).map((g) => g.group)).toEqual(['bank'])
    expect(groupMethods([])).toEqual([])
  })

  it('places every method of the contract in a group', () => {
    for (const method of paymentMethods) expect(methodGroups).toContain(methodGroupOf[method])
  })
})

describe('the choice a method is made with', () => {
  const groups = groupMethods(france)

  it('is the card choice for any card brand, and the method itself otherwise', () => {
    expect(choiceOf(groups, 'visa')?.method).toBe('creditcard')
    expect(choiceOf(groups, 'creditcard')?.method).toBe('creditcard')
    expect(choiceOf(groups, 'paypal')).toEqual({ method: 'paypal', brands: [] })
  })

  it('is none for no method or one not offered', () => {
    expect(choiceOf(groups, null)).toBeNull()
    expect(choiceOf(groups, 'ideal')).toBeNull()
  })
})
