import { describe, expect, it, vi } from 'vitest'
import type { GeocodeResult } from '#shared/api/location.js'
import { geolocationMaximumAgeMs } from '#shared/constants.js'
import type { Coordinates } from './geocode.js'
import { type GeolocationEnvironment, GeolocationStore, roundCoordinate } from './geolocation.js'

const amsterdam: GeocodeResult = { city: 'Amsterdam', country: 'NL', region_id: 7, region: 'Noord-Holland' }

/** A permission the test can change, firing "change" as a browser does. */
function permissionStatus(state: PermissionState) {
  const target = new EventTarget()
  const status = {
    state,
    addEventListener: target.addEventListener.bind(target),
    set(next: PermissionState) {
      status.state = next
      target.dispatchEvent(new Event('change'))
    },
  }
  return status
}

type PositionAnswer = { latitude: number; longitude: number } | { code: number }

/** navigator.geolocation answering each call with the next answer; records the options it got. */
function fakeGeolocation(...answers: PositionAnswer[]) {
  const options: (PositionOptions | undefined)[] = []
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      given?: PositionOptions,
    ) {
      options.push(given)
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      setTimeout(() => {
        if ('code' in answer) failure?.({ code: answer.code, message: 'refused' } as GeolocationPositionError)
        else success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition)
      }, 0)
    },
  }
  return { geolocation, options }
}

function storeWith(
  environment: GeolocationEnvironment,
  geocode: (position: Coordinates) => Promise<GeocodeResult | false> = async () => amsterdam,
) {
  const lookups: Coordinates[] = []
  const store = new GeolocationStore(
    () => environment,
    (position) => {
      lookups.push(position)
      return geocode(position)
    },
  )
  return { store, lookups }
}

describe('coordinates sent to the server', () => {
  it('are rounded to two decimals, about a kilometre', () => {
    expect(roundCoordinate(52.370216)).toBe(52.37)
    expect(roundCoordinate(4.895168)).toBe(4.9)
    expect(roundCoordinate(-74.006012)).toBe(-74.01)
    expect(Object.is(roundCoordinate(-0.001), 0)).toBe(true)
  })
})

describe('the geolocation permission', () => {
  it('starts unknown and is unsupported without navigator.geolocation', async () => {
    const { store } = storeWith({})
    expect(store.getSnapshot().permission).toBe('unknown')
    await store.watchPermission()
    expect(store.getSnapshot().permission).toBe('unsupported')
    expect(await store.locate()).toEqual({ geocode: false, position: null })
  })

  it('stays unknown without the Permissions API, or when it does not know geolocation', async () => {
    const { geolocation } = fakeGeolocation()
    const without = storeWith({ geolocation }).store
    await without.watchPermission()
    expect(without.getSnapshot().permission).toBe('unknown')
    const refusing = storeWith({
      geolocation,
      permissions: { query: () => Promise.reject(new TypeError('unknown permission')) },
    }).store
    await refusing.watchPermission()
    expect(refusing.getSnapshot().permission).toBe('unknown')
  })

  it('follows the Permissions API and its change events', async () => {
    const status = permissionStatus('prompt')
    const query = vi.fn(async () => status)
    const { store } = storeWith({ geolocation: fakeGeolocation().geolocation, permissions: { query } })
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().permission))
    await store.watchPermission()
    await store.watchPermission()
    expect(query).toHaveBeenCalledTimes(1)
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' })
    expect(store.getSnapshot().permission).toBe('prompt')
    status.set('denied')
    expect(store.getSnapshot().permission).toBe('denied')
    status.set('granted')
    expect(seen).toEqual(['prompt', 'denied', 'granted'])
  })

  it('forgets a failure once the visitor allows the location in the browser', async () => {
    const status = permissionStatus('denied')
    const { store } = storeWith({
      geolocation: fakeGeolocation({ code: 1 }).geolocation,
      permissions: { query: async () => status },
    })
    await store.watchPermission()
    await store.locate()
    expect(store.getSnapshot()).toMatchObject({ permission: 'denied', status: 'failed' })
    status.set('granted')
    expect(store.getSnapshot()).toMatchObject({ permission: 'granted', status: 'idle' })
  })
})

describe('locating', () => {
  it('takes a position up to an hour old, geocodes it rounded and keeps the result', async () => {
    const { geolocation, options } = fakeGeolocation({ latitude: 52.370216, longitude: 4.895168 })
    const { store, lookups } = storeWith({ geolocation })
    const statuses: string[] = []
    store.subscribe(() => statuses.push(store.getSnapshot().status))
    const outcome = await store.locate()
    expect(options[0]).toMatchObject({ maximumAge: geolocationMaximumAgeMs, enableHighAccuracy: false })
    expect(geolocationMaximumAgeMs).toBe(3_600_000)
    expect(lookups).toEqual([{ lat: 52.37, lon: 4.9 }])
    expect(outcome).toEqual({ geocode: amsterdam, position: { lat: 52.37, lon: 4.9 } })
    expect(store.getSnapshot()).toEqual({
      permission: 'granted',
      status: 'located',
      geocode: amsterdam,
      position: { lat: 52.37, lon: 4.9 },
    })
    expect(statuses[0]).toBe('locating')
    expect(statuses.at(-1)).toBe('located')
  })

  it('stores false when no town is near', async () => {
    const { store } = storeWith(
      { geolocation: fakeGeolocation({ latitude: 40, longitude: -40 }).geolocation },
      async () => false,
    )
    expect(await store.locate()).toEqual({ geocode: false, position: { lat: 40, lon: -40 } })
    expect(store.getSnapshot()).toMatchObject({ status: 'not_found', geocode: false })
  })

  it('stores false when the geocode call fails', async () => {
    const { store } = storeWith(
      { geolocation: fakeGeolocation({ latitude: 52.37, longitude: 4.89 }).geolocation },
      async () => {
        throw new Error('offline')
      },
    )
    expect(await store.locate()).toEqual({ geocode: false, position: { lat: 52.37, lon: 4.89 } })
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', geocode: false, permission: 'granted' })
  })

  it('turns a refusal into the denied permission, and asks the server nothing', async () => {
    const { store, lookups } = storeWith({ geolocation: fakeGeolocation({ code: 1 }).geolocation })
    expect(await store.locate()).toEqual({ geocode: false, position: null })
    expect(store.getSnapshot()).toMatchObject({ permission: 'denied', status: 'failed', geocode: false })
    expect(lookups).toEqual([])
  })

  it('keeps "prompt" when the visitor only dismissed the question', async () => {
    const status = permissionStatus('prompt')
    const { store } = storeWith({
      geolocation: fakeGeolocation({ code: 1 }).geolocation,
      permissions: { query: async () => status },
    })
    await store.watchPermission()
    await store.locate()
    expect(store.getSnapshot()).toMatchObject({ permission: 'prompt', status: 'failed' })
  })

  it('leaves the permission alone when the position is unavailable or too slow', async () => {
    const status = permissionStatus('granted')
    const { store } = storeWith({
      geolocation: fakeGeolocation({ code: 3 }, { code: 2 }).geolocation,
      permissions: { query: async () => status },
    })
    await store.watchPermission()
    await store.locate()
    expect(store.getSnapshot()).toMatchObject({ permission: 'granted', status: 'failed', geocode: false })
    await store.locate()
    expect(store.getSnapshot()).toMatchObject({ permission: 'granted', status: 'failed' })
  })

  it('asks once while a locate is under way, and again after it', async () => {
    const { geolocation, options } = fakeGeolocation(
      { latitude: 52.37, longitude: 4.89 },
      { latitude: 48.14, longitude: 11.58 },
    )
    const { store, lookups } = storeWith({ geolocation })
    const [first, second] = await Promise.all([store.locate(), store.locate()])
    expect(first).toBe(second)
    expect(options).toHaveLength(1)
    await store.locate()
    expect(lookups).toEqual([
      { lat: 52.37, lon: 4.89 },
      { lat: 48.14, lon: 11.58 },
    ])
  })
})
