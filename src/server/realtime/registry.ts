import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import type { Locale } from '#shared/i18n/languages.js'
import type { CurrentUser } from '../modules/auth/current-user.js'
import type { Site } from '../modules/sites/service.js'

/** One open socket and whom it belongs to, as learned when it was opened. */
export interface RealtimeClient {
  socket: WebSocket
  /** The connection under the socket: corked while a turn's frames for it are written. */
  stream: Duplex
  /** The member as their session resolved at connect; credits and paid flag follow 'credits' events. */
  user: CurrentUser
  site: Site
  /** The page's language when the socket opened: gift names in frames are in it. */
  locale: Locale
  /** Cleared by each heartbeat, set again by the client's pong: a socket that stays silent is dropped. */
  alive: boolean
}

/**
 * The sockets this process holds, by member: the dispatcher asks it who is here before loading anything,
 * so an event about members connected elsewhere costs this process a map lookup.
 */
export class SocketRegistry {
  private readonly byUser = new Map<number, Set<RealtimeClient>>()
  // Staff sockets (the operator console) apart, so that a queue event never walks the members' sockets.
  private readonly staffClients = new Set<RealtimeClient>()
  private count = 0

  add(client: RealtimeClient): void {
    if (client.user.role !== 'member') this.staffClients.add(client)
    let clients = this.byUser.get(client.user.id)
    if (!clients) {
      clients = new Set()
      this.byUser.set(client.user.id, clients)
    }
    if (!clients.has(client)) this.count++
    clients.add(client)
  }

  remove(client: RealtimeClient): void {
    this.staffClients.delete(client)
    const clients = this.byUser.get(client.user.id)
    if (!clients?.delete(client)) return
    this.count--
    if (clients.size === 0) this.byUser.delete(client.user.id)
  }

  /** The member's sockets here; empty when they have none. */
  of(userId: number): ReadonlySet<RealtimeClient> {
    return this.byUser.get(userId) ?? emptySet
  }

  has(userId: number): boolean {
    return this.byUser.has(userId)
  }

  get size(): number {
    return this.count
  }

  *all(): IterableIterator<RealtimeClient> {
    for (const clients of this.byUser.values()) yield* clients
  }

  /** The staff sockets here. */
  staff(): ReadonlySet<RealtimeClient> {
    return this.staffClients
  }

  /** Sends one frame to every socket of the member here. */
  send(userId: number, event: RealtimeEvent): void {
    const clients = this.byUser.get(userId)
    if (!clients) return
    const frame = JSON.stringify(event)
    for (const client of clients) sendFrame(client, frame)
  }
}

const emptySet: ReadonlySet<RealtimeClient> = new Set()

export function sendToClient(client: RealtimeClient, event: RealtimeEvent): void {
  sendFrame(client, JSON.stringify(event))
}

const openState = 1

// Connections holding frames until the end of this turn of the event loop.
const corked = new Set<Duplex>()

function uncorkAll(): void {
  for (const stream of corked) stream.uncork()
  corked.clear()
}

/**
 * Frames a member gets for one event (a message and the new totals) leave in one write instead of one each:
 * writes are a good part of what a frame costs.
 */
export function sendFrame(client: RealtimeClient, frame: string): void {
  if (client.socket.readyState !== openState) return
  if (!corked.has(client.stream)) {
    if (corked.size === 0) setImmediate(uncorkAll)
    corked.add(client.stream)
    client.stream.cork()
  }
  client.socket.send(frame)
}
