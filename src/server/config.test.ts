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

  it('counts rate limits in Redis only when REDIS_URL names a Redis server', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379')
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.example:6380/2',
    )
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL="http://127.0.0.1:6379": must be a redis:// or rediss:// URL',
    )
    expect(() => loadConfig({ REDIS_URL: 'redis:/cache' })).toThrow('REDIS_URL')
  })

  it('keeps photos in the uploads folder unless STORAGE_URL names an object store', () => {
    expect(loadConfig({}).storage).toBeUndefined()
    expect(
      loadConfig({
        STORAGE_URL:
          's3://AK%40one:se%2Fcret@photos/amora/eu/?endpoint=http://127.0.0.1:9000/&region=eu-west-1',
      }).storage,
    ).toEqual({
      bucket: 'photos',
      prefix: 'amora/eu',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK@one', secretAccessKey: 'se/cret' },
      label: 's3://photos/amora/eu/?endpoint=http://127.0.0.1:9000/&region=eu-west-1',
    })
    expect(loadConfig({ STORAGE_URL: 's3://photos' }).storage).toMatchObject({
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    })
    expect(
      loadConfig({ STORAGE_URL: 's3://photos?endpoint=https://s3.example.net&forcePathStyle=false' }).storage,
    ).toMatchObject({ endpoint: 'https://s3.example.net', forcePathStyle: false })
  })

  it('refuses a bad STORAGE_URL at start, naming it and why, without its secret', () => {
    const problems: Array<[string, string]> = [
      ['/var/photos', 'must be a URL like s3://bucket'],
      ['https://photos.example.net', 'must be a URL like s3://bucket'],
      ['s3://Photos_Bucket/x', 'must name a bucket'],
      ['s3://photos:9000', 'must name a bucket'],
      ['s3://photos?endpint=http://h:9000', 'does not know endpint'],
      ['s3://photos?endpoint=ftp://h', 'endpoint must be an http:// or https:// URL'],
      ['s3://photos?region=EU%20West', 'region must be a region name'],
      ['s3://photos?forcePathStyle=yes', 'forcePathStyle must be true or false'],
      ['s3://keyonly@photos', 'must give both the access key id and the secret'],
    ]
    for (const [value, reason] of problems) {
      expect(() => loadConfig({ STORAGE_URL: value }), value).toThrow(ConfigError)
      expect(() => loadConfig({ STORAGE_URL: value }), value).toThrow(
        new RegExp(`STORAGE_URL=.*: ${reason.replace(/[.*?/]/g, '\\$&')}`),
      )
    }
    expect(() => loadConfig({ STORAGE_URL: 's3://key:topsecret@Bad_Bucket' })).toThrow(
      'STORAGE_URL="s3://key:***@Bad_Bucket": must name a bucket',
    )
  })
})
