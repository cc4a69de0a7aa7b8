import WebSocket from 'ws'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { realtimePath } from '#shared/constants.js'

/** A test's socket: every frame it received, in order, and how it was closed. */
export interface TestSocket {
  socket: WebSocket
  frames: RealtimeEvent[]
  /** Takes the first frame of this type out of `frames`, waiting for one if none came yet. */
  next<T extends RealtimeEvent['type']>(type: T): Promise<Extract<RealtimeEvent, { type: T }>>
  /** Resolves once a frame equal to `frame` was received (left in `frames`). */
  received(frame: RealtimeEvent): Promise<void>
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>
  close(): Promise<void>
}

/**
 * Opens /api/ws on a listening server as a browser on `origin` would (Origin header and session cookie);
 * resolves once the server accepted the handshake.
 */
export function openSocket(
  baseUrl: string,
  options: { cookie?: string; origin?: string | null; host?: string } = {},
): Promise<TestSocket> {
  const url = new URL(realtimePath, baseUrl.replace(/^http/, 'ws'))
  const host = options.host ?? 'localhost'
  const headers: Record<string, string> = { host }
  if (options.cookie) headers.cookie = options.cookie
  const origin = options.origin === undefined ? `http://${host}` : options.origin
  const socket = new WebSocket(url, { headers, ...(origin === null ? {} : { origin }) })
  const frames: RealtimeEvent[] = []
  const waiting: { match: (frame: RealtimeEvent) => boolean; done: (frame: RealtimeEvent) => void }[] = []
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RealtimeEvent
    frames.push(frame)
    const waiter = waiting.find((w) => w.match(frame))
    if (!waiter) return
    waiting.splice(waiting.indexOf(waiter), 1)
    waiter.done(frame)
  })
  const same = (a: RealtimeEvent) => (b: RealtimeEvent) => JSON.stringify(a) === JSON.stringify(b)
  const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)))
  return new Promise((resolve, reject) => {
    socket.once('error', reject)
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        closed,
        next<T extends RealtimeEvent['type']>(type: T) {
          const earlier = frames.find((frame) => frame.type === type)
          if (earlier) {
            frames.splice(frames.indexOf(earlier), 1)
            return Promise.resolve(earlier as Extract<RealtimeEvent, { type: T }>)
          }
          return new Promise<Extract<RealtimeEvent, { type: T }>>((done) =>
            waiting.push({
              match: (frame) => frame.type === type,
              done: (frame) => {
                frames.splice(frames.indexOf(frame), 1)
                done(frame as Extract<RealtimeEvent, { type: T }>)
              },
            }),
          )
        },
        received(frame: RealtimeEvent) {
          if (frames.some(same(frame))) return Promise.resolve()
          return new Promise((done) => waiting.push({ match: same(frame), done: () => done() }))
        },
        async close() {
          if (socket.readyState === WebSocket.CLOSED) return
          socket.close()
          await closed
        },
      }),
    )
  })
}
