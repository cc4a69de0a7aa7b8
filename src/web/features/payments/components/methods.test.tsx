import { describe, expect, it } from 'vitest'
import type { BundlesResponse, PaymentMethod } from '#shared/api/payments.js'
import { renderHtml, testMember } from '#web/testing/renderHtml.js'
import { groupMethods } from '../paymentMethods.js'
import { Checkout } from './Checkout.js'
import { MethodChoices } from './MethodChoices.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'
import { VisitorPriceList } from './PremiumOffer.js'

const germany: PaymentMethod[] = [
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

const prices: BundlesResponse = {
  bundles: [
    {
      id: 2,
      credits: 100,
      bonus_credits: 10,
      price: { cents: 1795, currency: 'EUR' },
      discounted_price: null,
      best_value: false,
    },
    {
      id: 3,
      credits: 250,
      bonus_credits: 50,
      price: { cents: 3995, currency: 'EUR' },
      discounted_price: null,
      best_value: true,
    },
  ],
  currency: 'EUR',
  country: 'DE',
  methods: germany,
  active_discount: null,
  code_discount: null,
  last_order: null,
}

/** The text of each group heading and each choice's name, in the order a person reads them. */
function readOut(html: string): string[] {
  return [...html.matchAll(/class="(?:payment-method-group-title|payment-method-name)"[^>]*>([^<]+)</g)].map(
    (match) => match[1] ?? '',
  )
}

const radios = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0])

describe('the checkout’s method choice', () => {
  const render = (selected: PaymentMethod | null, locale: 'en' | 'de' = 'en') => {
    const groups = groupMethods(germany)
    const choice = groups.flatMap((g) => g.choices).find((c) => c.method === selected) ?? null
    return renderHtml(<MethodChoices groups={groups} selected={choice} onChoose={() => {}} />, { locale })
  }

  it('shows one card choice with the brands’ logos, then the wallets, then the bank methods, under headings', () => {
    const html = render(null)
    expect(readOut(html)).toEqual([
      'Credit and debit cards',
      'Card',
      'Wallets and prepaid cards',
      'Apple Pay',
      'PayPal',
      'paysafecard',
      'Bank payments',
      'Bank transfer',
      'SEPA direct debit',
    ])
    expect(radios(html).map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual([
      'creditcard',
      'applepay',
      'paypal',
      'paysafecard',
      'sct',
      'sdd',
    ])
    // The card choice shows its own mark and the three brands; none of the brands is a choice of its own.
    const card = /<label[^>]*for="method-creditcard"[^>]*>(.*?)<\/label>/.exec(html)?.[1] ?? ''
    expect(card.match(/<svg/g)).toHaveLength(4)
    expect(html).not.toContain('value="visa"')
    expect(html).toMatch(/<fieldset class="payment-method-group"><legend[^>]*>Wallets and prepaid cards</)
  })

  it('marks the chosen one, in the member’s language', () => {
    const html = render('paypal', 'de')
    expect(radios(html).filter((r) => r.includes('checked'))).toEqual([
      expect.stringContaining('value="paypal"'),
    ])
    expect(readOut(html).slice(0, 3)).toEqual([
      'Kredit- und Debitkarten',
      'Karte',
      'Wallets und Prepaid-Karten',
    ])
  })
})

describe('the checkout', () => {
  it('keeps the card choice for an address naming a card brand, as after a failed Visa payment', () => {
    const html = renderHtml(<Checkout bundleId={2} method="visa" />, {
      user: testMember({ paid_user: true }),
      queries: [[['bundles', null], prices]],
    })
    expect(radios(html).filter((r) => r.includes('checked'))).toEqual([
      expect.stringContaining('value="creditcard"'),
    ])
    expect(readOut(html)).toContain('Card')
    expect(html).toContain('Pay now')
  })
})

describe('the price list for visitors', () => {
  it('shows the packages at the prices of their country, each with a signup call, and the ways to pay', () => {
    const html = renderHtml(<VisitorPriceList prices={prices} />)
    expect(html).toContain('Prices for your country: Germany')
    expect(html).toContain('100 credits')
    expect(html).toContain('€17.95')
    expect(html).toContain('Best value')
    expect(html.match(/href="\/signup"[^>]*>Sign up to buy</g)).toHaveLength(2)
    expect(html).not.toContain('Buy now')
    expect(html).not.toContain('href="/credits')
    expect(html).toContain('You can pay with')
    expect(readOut(html)).toEqual([
      'Card',
      'Apple Pay',
      'PayPal',
      'paysafecard',
      'Bank transfer',
      'SEPA direct debit',
    ])
    expect(html).toContain('Log in')
  })

  it('speaks the visitor’s language and currency', () => {
    const html = renderHtml(
      <VisitorPriceList
        prices={{
          ...prices,
          country: 'PL',
          currency: 'PLN',
          methods: ['blik', 'prezelewy24', 'creditcard'],
          bundles: [
            {
              ...prices.bundles[0],
              price: { cents: 4295, currency: 'PLN' },
            } as BundlesResponse['bundles'][0],
          ],
        }}
      />,
      { locale: 'pl' },
    )
    expect(html).toContain('Ceny dla Twojego kraju: Polska')
    expect(html).toMatch(/42,95\szł/)
    expect(html).toContain('Zarejestruj się i kup')
    expect(readOut(html)).toEqual(['Karta', 'BLIK', 'Przelewy24'])
  })
})

describe('payment method logos', () => {
  it('are small SVGs of a fixed size, hidden from screen readers, for every method', () => {
    for (const method of [...germany, 'giropay', 'sofort', 'ideal'] as PaymentMethod[]) {
      const html = renderHtml(<PaymentMethodIcon method={method} />)
      expect(html, method).toMatch(
        /^<svg class="payment-method-icon" viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">/,
      )
      expect(html.length, method).toBeLessThan(900)
    }
  })
})
