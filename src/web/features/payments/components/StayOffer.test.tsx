import { describe, expect, it } from 'vitest'
import { renderHtml, testMember } from '#web/testing/renderHtml.js'
import { StayOffer } from './StayOffer.js'

const render = (deleteDiscount: number, locale: 'en' | 'nl' = 'en') =>
  renderHtml(<StayOffer />, { locale, user: testMember(), companyinfo: { delete_discount: deleteDiscount } })

describe('the stay offer before deleting the account', () => {
  it('offers the company delete discount', () => {
    const html = render(30)
    expect(html).toContain('Before you go')
    expect(html).toContain('Stay with us and get 30% off your next credit package.')
    expect(html).toContain('Get my 30% discount')
  })

  it('offers at most what the server gives, in the member language', () => {
    expect(render(100, 'nl')).toContain('Blijf bij ons en krijg 90% korting op je volgende creditpakket.')
  })

  it('is not there when the company gives no delete discount', () => {
    expect(render(0)).not.toContain('Before you go')
  })
})
