import { type GeocodeResult, geocodeDecimals } from '#shared/api/location.js'
import { geolocationMaximumAgeMs } from '#shared/constants.js'
import { type Coordinates, fetchGeocode } from './geocode.js'

/** The geolocation permission as the app holds it (docs/product.md §3). */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt'

/** How the last "use my location" went. */
export type LocateStatus = 'idle' | 'locating' | 'located' | 'not_found' | 'failed'

export interface GeolocationState {
  permission: GeolocationPermission
  status: LocateStatus
  /** The last geocode: null before any, false once one failed or found no town (docs/product.md §8). */
  geocode: GeocodeResult | false | null
  /** Where the last position was taken, rounded to about 1 km. */
  position: Coordinates | null
}

export interface LocateOutcome {
  geocode: GeocodeResult | false
  position: Coordinates | null
}

type PermissionWatch = Pick<PermissionStatus, 'state' | 'addEventListener'>

/** What the store needs of the browser; tests hand in their own. */
export interface GeolocationEnvironment {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>
  permissions?: { query(descriptor: { name: 'geolocation' }): Promise<PermissionWatch> }
}

export const initialGeolocationState: GeolocationState = {
  permission: 'unknown',
  status: 'idle',
  geocode: null,
  position: null,
}

const positionTimeoutMs = 30_000
/** GeolocationPositionError.PERMISSION_DENIED */
const permissionDeniedCode = 1

/** A town needs no more than about a kilometre; the exact position never leaves the browser. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** geocodeDecimals
  // + 0 turns -0 into 0.
  return Math.round(value * factor) / factor + 0
}

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === permissionDeniedCode
}

function currentPosition(geolocation: Pick<Geolocation, 'getCurrentPosition'>): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ lat: roundCoordinate(coords.latitude), lon: roundCoordinate(coords.longitude) }),
      reject,
      // A position up to an hour old is good enough for a town and answers at once (docs/product.md §9).
      { maximumAge: geolocationMaximumAgeMs, timeout: positionTimeoutMs, enableHighAccuracy: false },
    )
  })
}

/**
 * The permission, the last position and its geocode, held once for the whole app (docs/product.md §3) so that
 * every component asking for the location shares them. React reads it through useSyncExternalStore.
 */
export class GeolocationStore {
  private state = initialGeolocationState
  private readonly listeners = new Set<() => void>()
  private permissionWatch: PermissionWatch | null = null
  private watching = false
  private pending: Promise<LocateOutcome> | null = null

  constructor(
    private readonly environment: () => GeolocationEnvironment,
    private readonly geocode: (position: Coordinates) => Promise<GeocodeResult | false>,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): GeolocationState => this.state

  /** Reads the permission once and follows its changes, where the browser has the Permissions API. */
  watchPermission = async (): Promise<void> => {
    if (this.watching) return
    this.watching = true
    const { geolocation, permissions } = this.environment()
    if (!geolocation) return this.update({ permission: 'unsupported' })
    if (!permissions) return
    try {
      const watch = await permissions.query({ name: 'geolocation' })
      this.permissionWatch = watch
      this.update({ permission: watch.state })
      watch.addEventListener('change', () => this.permissionChanged(watch.state))
    } catch {
      // Some browsers have the API but not this permission: it stays unknown until a locate tells more.
    }
  }

  /** Asks the browser for the position, then the server for its town; one at a time. */
  locate = (): Promise<LocateOutcome> => {
    this.pending ??= this.run().finally(() => {
      this.pending = null
    })
    return this.pending
  }

  private async run(): Promise<LocateOutcome> {
    const { geolocation } = this.environment()
    if (!geolocation) return this.fail({ permission: 'unsupported' }, null)
    this.update({ status: 'locating' })
    let position: Coordinates
    try {
      position = await currentPosition(geolocation)
    } catch (error) {
      return this.fail(isPermissionDenied(error) ? { permission: this.permissionAfterRefusal() } : {}, null)
    }
    if (this.state.permission !== 'granted') this.update({ permission: 'granted' })
    try {
      const geocode = await this.geocode(position)
      this.update({ status: geocode ? 'located' : 'not_found', geocode, position })
      return { geocode, position }
    } catch {
      return this.fail({}, position)
    }
  }

  /** A failure the old permission caused is history once the visitor changed it in the browser. */
  private permissionChanged(permission: PermissionState): void {
    const stale = this.state.status === 'failed' && permission !== 'denied'
    this.update(stale ? { permission, status: 'idle' } : { permission })
  }

  /** A dismissed prompt is refused too, but the browser will ask again: only a real block is "denied". */
  private permissionAfterRefusal(): GeolocationPermission {
    return this.permissionWatch?.state === 'prompt' ? 'prompt' : 'denied'
  }

  private fail(change: Partial<GeolocationState>, position: Coordinates | null): LocateOutcome {
    this.update({ ...change, status: 'failed', geocode: false, position })
    return { geocode: false, position }
  }

  private update(change: Partial<GeolocationState>): void {
    this.state = { ...this.state, ...change }
    for (const listener of this.listeners) listener()
  }
}

function browserEnvironment(): GeolocationEnvironment {
  if (typeof navigator === 'undefined') return {}
  // Browsers refuse positions to pages not served securely (HTTPS or localhost).
  if (typeof window !== 'undefined' && !window.isSecureContext) return {}
  return { geolocation: navigator.geolocation, permissions: navigator.permissions }
}

/** The app's one store; the server never touches it (no effects run there). */
export const geolocationStore = new GeolocationStore(browserEnvironment, fetchGeocode)
