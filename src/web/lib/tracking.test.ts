import { describe, expect, it } from 'vitest'
import { captureTracking, type KeyValueStore, readTracking, trackingFromSearch } from './tracking.js'

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('tracking', () => {
  it('reads network, ref and sub1 to sub3 from the query and ignores the rest', () => {
    expect(trackingFromSearch('?network=ads&ref=42&sub1=a&sub2=b.c&sub3=x-y&signup=1&utm=z')).toEqual({
      network: 'ads',
      ref: '42',
      sub1: 'a',
      sub2: 'b.c',
      sub3: 'x-y',
    })
  })

  it('has nothing to keep without tracking parameters', () => {
    expect(trackingFromSearch('')).toBeNull()
    expect(trackingFromSearch('?signup=1&network=')).toBeNull()
  })

  it('drops values the signup call would refuse instead of failing the signup', () => {
    expect(trackingFromSearch(`?network=ok&sub1=<script>&sub2=${'x'.repeat(101)}`)).toEqual({ network: 'ok' })
  })

  it('keeps the first landing and survives later pages without parameters', () => {
    const store = memoryStore()
    captureTracking(store, '?network=first&sub1=1')
    captureTracking(store, '/members')
    captureTracking(store, '?network=second')
    expect(readTracking(store)).toEqual({ network: 'first', sub1: '1' })
  })

  it('keeps the landing page with the traffic source, and drops a path the signup call would refuse', () => {
    const store = memoryStore()
    captureTracking(store, '?network=ads', '/landers/video/amsterdam')
    expect(readTracking(store)).toEqual({ network: 'ads', landing_path: '/landers/video/amsterdam' })
    const other = memoryStore()
    captureTracking(other, '?network=ads', '/<script>')
    expect(readTracking(other)).toEqual({ network: 'ads' })
  })

  it('ignores broken stored data and missing or failing storage', () => {
    const store = memoryStore()
    store.data.set('amora-tracking', '{not json')
    expect(readTracking(store)).toBeUndefined()
    expect(readTracking(null)).toBeUndefined()
    const refusing: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => captureTracking(refusing, '?network=ads')).not.toThrow()
    expect(() => captureTracking(null, '?network=ads')).not.toThrow()
  })
})
