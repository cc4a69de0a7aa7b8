import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toMatch(/data\/amora\.sqlite$/)
    expect(config.trustProxy).toBe(false)
  })

  it('names every bad variable with its value and the reason', () => {
    const attempt = () =>
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://db', TRUST_PROXY: 'everyone', LOG_LEVEL: 'loud' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as ConfigError).message
      expect(message).toContain('PORT="70000": must be between 1 and 65535')
      expect(message).toContain('DATABASE_URL="mysql://db": must be a postgres:// URL or a SQLite file path')
      expect(message).toContain('TRUST_PROXY="everyone"')
      expect(message).toContain('LOG_LEVEL="loud"')
    }
  })

  it('reads proxies as a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
  })

  it('takes payments through the test checkout unless Mollie is configured with its key', () => {
    expect(loadConfig({}).paymentProvider).toBe('test')
    const mollie = loadConfig({
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_abc',
      PUBLIC_URL: 'https://x.test/',
    })
    expect(mollie).toMatchObject({
      paymentProvider: 'mollie',
      mollieApiKey: 'test_abc',
      publicUrl: 'https://x.test',
    })
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow('MOLLIE_API_KEY')
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'sk_live' })).toThrow(
      'MOLLIE_API_KEY',
    )
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER')
  })

  it('holds event mails 10 minutes for batching unless MAIL_BATCH_DELAY_SECONDS says otherwise', () => {
    expect(loadConfig({}).mailBatchDelaySeconds).toBe(600)
    expect(loadConfig({ MAIL_BATCH_DELAY_SECONDS: '3' }).mailBatchDelaySeconds).toBe(3)
    expect(() => loadConfig({ MAIL_BATCH_DELAY_SECONDS: '-1' })).toThrow('MAIL_BATCH_DELAY_SECONDS')
  })
})
