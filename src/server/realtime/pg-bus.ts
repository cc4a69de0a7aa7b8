import { sql } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/database.js'
import type { DomainEvent, DomainEventHandler, EventBus } from './events.js'

/** The one channel every server process of an installation listens on. */
export const eventsChannel = 'amora_events'

/** Waits between reconnection attempts: doubling from the first to the last, then staying there. */
const firstRetryMs = 250
const lastRetryMs = 10_000

interface BusLogger {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * Events to every server process through PostgreSQL (docs/architecture.md §8): published with pg_notify on
 * the pool, so a NOTIFY inside nobody's transaction goes out at once, and heard on one connection of its
 * own that LISTENs (a pooled connection would be handed to queries and lose the LISTEN). DomainEvents are
 * ids only, far below NOTIFY's 8000-byte payload limit. Events sent while the listening connection is down
 * are missed by this process; its clients' polling (docs/product.md §7) catches up.
 */
export class PgEventBus implements EventBus {
  private readonly handlers = new Set<DomainEventHandler>()
  private client: pg.Client | null = null
  private closed = false
  private retryMs = firstRetryMs
  private retryTimer: NodeJS.Timeout | null = null
  private log: BusLogger = {
    info: () => {},
    error: (object, message) => console.error(message, object),
  }

  constructor(
    private readonly url: string,
    private readonly db: Database,
  ) {}

  /** Listens before the server takes requests, so that no event of its first moments is missed. */
  async start(): Promise<void> {
    this.client = await this.listen()
  }

  /** The app's logger, once the app exists (the bus is made before it). */
  setLogger(log: BusLogger): void {
    this.log = log
  }

  async publish(event: DomainEvent): Promise<void> {
    await sql`select pg_notify(${eventsChannel}, ${JSON.stringify(event)})`.execute(this.db)
  }

  subscribe(handler: DomainEventHandler): () => void {
    this.handlers.add(handler)
    return () => this.handlers.delete(handler)
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.handlers.clear()
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }

  private async listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url })
    // Errors end the connection; 'end' follows and reconnects. Without a listener an error would crash.
    client.on('error', (err) => this.log.error({ err }, 'event bus connection failed'))
    client.on('end', () => this.lost(client))
    client.on('notification', (message) => {
      if (message.channel === eventsChannel && message.payload) this.deliver(message.payload)
    })
    try {
      await client.connect()
      await client.query(`listen ${eventsChannel}`)
    } catch (err) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
      throw err
    }
    return client
  }

  private deliver(payload: string): void {
    let event: DomainEvent
    try {
      event = JSON.parse(payload) as DomainEvent
    } catch (err) {
      this.log.error({ err, payload }, 'event bus payload is not JSON')
      return
    }
    for (const handler of this.handlers)
      Promise.resolve()
        .then(() => handler(event))
        .catch((err: unknown) => this.log.error({ err, event }, 'event handler failed'))
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return
    this.client = null
    this.log.error({}, 'event bus connection lost; reconnecting')
    this.retry()
  }

  private retry(): void {
    const wait = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, lastRetryMs)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.listen().then(
        (client) => {
          if (this.closed) return void client.end().catch(() => {})
          this.client = client
          this.retryMs = firstRetryMs
          this.log.info({}, 'event bus listening again')
        },
        (err: unknown) => {
          if (this.closed) return
          this.log.error({ err, retryInMs: this.retryMs }, 'event bus could not reconnect')
          this.retry()
        },
      )
    }, wait)
  }
}

/** The bus of a PostgreSQL installation, already listening. */
export async function startPgBus(url: string, db: Database): Promise<PgEventBus> {
  const bus = new PgEventBus(url, db)
  await bus.start()
  return bus
}
