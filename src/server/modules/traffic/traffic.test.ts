import { describe, expect, it } from 'vitest'
import { postbackTemplateProblem, trafficErrors } from '#shared/api/staff-traffic.js'
import { siteDayStart as dayStart } from '../likes/day.js'
import { truncateAddress } from './address.js'
import { decimalAmount, fillTemplate, nextAttemptAt, postbackValues, retryDelaysMs } from './template.js'

describe('postback templates', () => {
  const values = postbackValues({
    event: 'first_purchase',
    memberId: 42,
    tracking: { network: 'ad net', ref: null, sub1: 'a&b=c', sub2: 'x/y', sub3: null },
    payment: { cents: 1250, currency: 'EUR' },
  })

  it('fills every placeholder URL-encoded, with the amount as a decimal', () => {
    const url = fillTemplate(
      'https://tracker.example/pb?n={network}&r={ref}&c={sub1}&s2={sub2}&s3={sub3}&e={event}&a={amount}&cur={currency}&m={member}',
      values,
    )
    expect(url).toBe(
      'https://tracker.example/pb?n=ad%20net&r=&c=a%26b%3Dc&s2=x%2Fy&s3=&e=first_purchase&a=12.50&cur=EUR&m=42',
    )
  })

  it('writes cents as a decimal with two places', () => {
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(1999)).toBe('19.99')
    expect(decimalAmount(100000)).toBe('1000.00')
  })

  it('leaves the amount and currency empty for an activation', () => {
    const activation = postbackValues({
      event: 'activation',
      memberId: 7,
      tracking: { network: 'n', ref: 'r', sub1: null, sub2: null, sub3: null },
    })
    expect(fillTemplate('http://t.example/?a={amount}&c={currency}&e={event}', activation)).toBe(
      'http://t.example/?a=&c=&e=activation',
    )
  })

  it('accepts http and https addresses with known placeholders only', () => {
    expect(
      postbackTemplateProblem('https://tracker.example/postback?click={sub1}&amount={amount}'),
    ).toBeNull()
    expect(postbackTemplateProblem('http://10.0.0.1:8080/p/{network}/{event}')).toBeNull()
    expect(postbackTemplateProblem('https://t.example/?x={price}')).toEqual({
      key: trafficErrors.placeholderUnknown,
      placeholder: 'price',
    })
    expect(postbackTemplateProblem('https://t.example/?x={}')?.key).toBe(trafficErrors.placeholderUnknown)
    expect(postbackTemplateProblem('ftp://t.example/{sub1}')?.key).toBe(trafficErrors.templateUrl)
    expect(postbackTemplateProblem('javascript:alert(1)')?.key).toBe(trafficErrors.templateUrl)
    expect(postbackTemplateProblem('https://t.example/a b')?.key).toBe(trafficErrors.templateUrl)
    expect(postbackTemplateProblem('https:///nohost')?.key).toBe(trafficErrors.templateUrl)
    expect(postbackTemplateProblem('https://t.example/{sub1')?.key).toBe(trafficErrors.templateUrl)
  })
})

describe('what is kept of an address', () => {
  it('keeps IPv4 to /24', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0')
  })
  it('keeps IPv6 to /48, also when written short', () => {
    expect(truncateAddress('2001:db8:abcd:12:3456:789a:bcde:f012')).toBe('2001:db8:abcd::')
    expect(truncateAddress('2001:DB8::1')).toBe('2001:db8:0::')
    expect(truncateAddress('::1')).toBe('0:0:0::')
  })
  it('takes an IPv4 address mapped into IPv6 as the IPv4 one', () => {
    expect(truncateAddress('::ffff:198.51.100.23')).toBe('198.51.100.0')
  })
  it('keeps nothing of what is no address', () => {
    expect(truncateAddress('unknown')).toBe('')
  })
})

describe('postback retries', () => {
  it('wait 1, 5, 30 minutes, 2 and 12 hours, then give up', () => {
    const minute = 60_000
    expect(retryDelaysMs).toEqual([minute, 5 * minute, 30 * minute, 120 * minute, 720 * minute])
    expect(nextAttemptAt(1, 1000)).toBe(1000 + minute)
    expect(nextAttemptAt(3, 0)).toBe(30 * minute)
    expect(nextAttemptAt(5, 0)).toBe(720 * minute)
    expect(nextAttemptAt(6, 0)).toBeNull()
  })
})

describe("a site's calendar day", () => {
  it('begins at its midnight, also across a daylight saving change and far east', () => {
    expect(new Date(dayStart('Europe/Amsterdam', '2026-03-29')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    )
    expect(new Date(dayStart('Europe/Amsterdam', '2026-03-30')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    )
    expect(new Date(dayStart('Pacific/Kiritimati', '2026-01-10')).toISOString()).toBe(
      '2026-01-09T10:00:00.000Z',
    )
    expect(new Date(dayStart('UTC', '2026-01-10')).toISOString()).toBe('2026-01-10T00:00:00.000Z')
  })
})
