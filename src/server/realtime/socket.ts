import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import { type RealtimePong, realtimeClientFrame } from '#shared/api/realtime.js'
import { realtimeCloseCodes, realtimePath } from '#shared/constants.js'
import type { AppDeps } from '../deps.js'
import { RealtimeDispatcher } from './dispatcher.js'
import type { RealtimeClient, SocketRegistry } from './registry.js'
import { closeEndedSessions } from './sessions.js'

/** A ping is 15 bytes; anything much larger is not a frame a client of ours sends (ws closes with 1009). */
export const maxFrameBytes = 512

/** How often every socket is pinged; one that has not answered the previous ping by then is dropped. */
export const heartbeatMs = 30_000

/** Sockets one member may hold in a process: tabs and devices; past it the oldest is let go. */
export const maxSocketsPerMember = 20

/**
 * Frames a socket may send at once, and how many come back each second. Our client pings every 25 s; the
 * room is for a tab that wakes up or a client of tomorrow that says a little more, not for a flood that
 * keeps the process answering.
 */
export const frameBurst = 30
export const framesPerSecond = 10

const policyViolation = 1008
const goingAway = 1001

/**
 * The socket may only be opened by the site's own pages: browsers always send Origin on a WebSocket
 * handshake and cookies go along whatever the page, so another website must not reuse the visitor's session.
 */
export function isOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (typeof origin !== 'string') return false
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}

/** Registers the WebSocket plugin; must come before any route so that upgrades reach the router. */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes, perMessageDeflate: false },
    // A client that disappears without a close frame is normal on phones: no error in the log.
    errorHandler(error, socket, request) {
      request.log.debug({ err: error }, 'realtime socket error')
      socket.terminate()
    },
    // Clients reconnect after 1001; the default closes without a code.
    async preClose() {
      for (const client of app.websocketServer.clients) client.close(goingAway, 'server restarting')
      await new Promise<void>((done) => app.websocketServer.close(() => done()))
    },
  })
}

/**
 * GET /api/ws: one socket per open tab, authenticated by the session cookie and kept in this process's
 * registry; the dispatcher takes every process's events to them.
 */
export function register(app: FastifyInstance, deps: AppDeps): void {
  const { db, realtime: registry, events } = deps
  const dispatcher = new RealtimeDispatcher(db, registry, app.log)
  const unsubscribe = events.subscribe(dispatcher.handle)
  app.addHook('onClose', async () => unsubscribe())

  // A WebSocket, not an HTTP call: its frames are described in docs/api.md (Realtime), not in OpenAPI.
  app.get(realtimePath, { websocket: true, schema: { hide: true } }, (socket, request) => {
    if (!isOwnOrigin(request)) return socket.close(realtimeCloseCodes.forbiddenOrigin, 'origin refused')
    const user = request.user
    if (!user) return socket.close(realtimeCloseCodes.unauthenticated, 'no session')
    const client: RealtimeClient = {
      stream: request.raw.socket,
      socket,
      user,
      site: request.site,
      locale: request.locale,
      alive: true,
    }
    const oldest = registry.of(user.id).values().next().value
    if (oldest && registry.of(user.id).size >= maxSocketsPerMember) {
      registry.remove(oldest)
      oldest.socket.close(policyViolation, 'too many sockets')
    }
    registry.add(client)
    const takeFrame = frameBudget(socket)
    socket.on('message', (data, isBinary) => {
      if (takeFrame()) answerFrame(socket, data, isBinary)
    })
    // Control frames count too: ws answers a ping by itself, so a flood of them costs as much.
    socket.on('ping', () => takeFrame())
    socket.on('pong', () => {
      if (takeFrame()) client.alive = true
    })
    socket.on('close', () => registry.remove(client))
  })

  const heartbeat = setInterval(() => {
    beat(registry)
    closeEndedSessions(db, [...registry.all()]).catch((err: unknown) =>
      app.log.error({ err }, 'realtime sessions could not be checked'),
    )
  }, heartbeatMs)
  heartbeat.unref()
  app.addHook('onClose', async () => clearInterval(heartbeat))
}

const pong = JSON.stringify({ type: 'pong' } satisfies RealtimePong)

/**
 * A token bucket per socket: each frame takes one, `framesPerSecond` come back up to `frameBurst`. A socket
 * that runs out is closed with 1008; frames still arriving while it closes are not answered.
 */
function frameBudget(socket: WebSocket): () => boolean {
  let tokens = frameBurst
  let last = performance.now()
  return () => {
    if (socket.readyState !== socket.OPEN) return false
    const now = performance.now()
    tokens = Math.min(frameBurst, tokens + ((now - last) / 1000) * framesPerSecond)
    last = now
    if (tokens < 1) {
      socket.close(policyViolation, 'too many frames')
      return false
    }
    tokens -= 1
    return true
  }
}

/** The client may only ping; anything else is a client we do not know, and is sent away. */
function answerFrame(socket: WebSocket, data: RawData, isBinary: boolean): void {
  if (isBinary || !realtimeClientFrame.safeParse(parseJson(data)).success) {
    socket.close(policyViolation, 'only ping frames are accepted')
    return
  }
  socket.send(pong)
}

function parseJson(data: RawData): unknown {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}

/** Drops sockets whose other end is gone (no close frame ever came), so the registry does not fill up. */
function beat(registry: SocketRegistry): void {
  for (const client of registry.all()) {
    if (!client.alive) {
      client.socket.terminate()
      continue
    }
    client.alive = false
    client.socket.ping()
  }
}
