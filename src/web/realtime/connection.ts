import { realtimeCloseCodes, realtimePath } from '#shared/constants.js'
import { pingIntervalMs, reconnectDelay } from './backoff.js'

export interface ConnectionHandlers {
  onFrame: (data: unknown) => void
  /** Opened again after a drop: frames may have been missed meanwhile. */
  onReconnect: () => void
  /** The server closed with 4401: the session is gone. */
  onUnauthenticated: () => void
}

/** The socket URL of this page's origin. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${realtimePath}`
}

/**
 * One WebSocket to /api/ws while a member is logged in: pings every 25 s so that proxies keep it, opens
 * again after a drop with growing, jittered delays, and gives up when the server says the session or the
 * origin is not accepted.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null
  private attempt = 0
  private opened = false
  private stopped = false
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private pingTimer: ReturnType<typeof setInterval> | undefined

  constructor(
    private readonly url: string,
    private readonly handlers: ConnectionHandlers,
  ) {}

  start(): void {
    this.stopped = false
    this.open()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retryTimer)
    clearInterval(this.pingTimer)
    const socket = this.socket
    this.socket = null
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000)
  }

  private open(): void {
    const socket = new WebSocket(this.url)
    this.socket = socket
    socket.addEventListener('open', () => {
      if (this.opened || this.attempt > 0) this.handlers.onReconnect()
      this.opened = true
      this.attempt = 0
      this.pingTimer = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), pingIntervalMs)
    })
    socket.addEventListener('message', (event) => this.handlers.onFrame(event.data))
    socket.addEventListener('close', (event) => this.closed(socket, event.code))
  }

  private closed(socket: WebSocket, code: number): void {
    clearInterval(this.pingTimer)
    if (this.stopped || socket !== this.socket) return
    this.socket = null
    if (code === realtimeCloseCodes.unauthenticated) {
      this.stopped = true
      this.handlers.onUnauthenticated()
      return
    }
    // Another origin will not be accepted on a retry either; polling keeps the pages fresh.
    if (code === realtimeCloseCodes.forbiddenOrigin) return
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.attempt++))
  }
}
