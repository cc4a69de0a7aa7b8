import { describe, expect, it } from 'vitest'
import type { Bundle } from '#shared/api/payments.js'
import { renderHtml } from '#web/testing/renderHtml.js'
import { BundleCard } from './BundleCard.js'
import { PaymentMethodIcon } from './PaymentMethodIcon.js'
import { TimeBonusFace } from './TimeBonusPrompt.js'

const bundle: Bundle = {
  id: 3,
  credits: 250,
  bonus_credits: 50,
  price: { cents: 3995, currency: 'EUR' },
  discounted_price: { cents: 2996, currency: 'EUR' },
  best_value: true,
}

describe('a bundle card', () => {
  it('shows credits, bonus, the struck-through price, best value and the price per credit', () => {
    const html = renderHtml(<BundleCard bundle={bundle} buyPath="/credits/3" />)
    expect(html).toContain('250 credits')
    expect(html).toContain('+ 50 bonus credits')
    expect(html).toMatch(/<del[^>]*>.*€39\.95<\/del>/)
    expect(html).toContain('€29.96')
    expect(html).toContain('Best value')
    expect(html).toContain('€0.10 per credit')
    expect(html).toContain('href="/credits/3"')
    expect(html).toContain('aria-label="Buy 300 credits"')
  })

  it('shows one price without a discount, in the viewer’s language', () => {
    const plain = { ...bundle, discounted_price: null, best_value: false }
    const html = renderHtml(<BundleCard bundle={plain} buyPath="/credits/3" />, { locale: 'de' })
    expect(html).not.toContain('<del')
    expect(html).toMatch(/39,95\s€/)
    expect(html).toContain('Jetzt kaufen')
    expect(html).not.toContain('Bestes Angebot')
  })
})

describe('the time-bonus prompt', () => {
  it('shows a star, the hh:mm:ss countdown, a link to the credits and a close button', () => {
    const html = renderHtml(<TimeBonusFace bonus={{ seconds: 14_399, percentage: 25 }} onClose={() => {}} />)
    expect(html).toContain('03:59:59')
    expect(html).toContain('href="/credits"')
    expect(html).toContain('25% off your first credits')
    expect(html).toContain('aria-label="Close"')
  })
})

describe('payment method marks', () => {
  it('are decorative: the name is written beside them', () => {
    expect(renderHtml(<PaymentMethodIcon method="ideal" />)).toContain('aria-hidden="true"')
  })
})
