import { realtimeCloseCodes } from '../../shared/api/realtime.js'
import type { Database } from '../db/database.js'
import type { RealtimeClient } from './registry.js'

const sessionBatch = 500

/**
 * A socket is as good as the session it was opened with. After a logout, a password change or reset, or an
 * account's deletion, the member's sockets are checked at once (the sessions.ended event, in every
 * process); all sockets are checked again at each heartbeat, for sessions that simply expired. One query
 * per 500 sessions, so that 10,000 sockets cost 20 small queries every 30 s.
 */
export async function closeEndedSessions(db: Database, clients: RealtimeClient[]): Promise<void> {
  const ids = [...new Set(clients.map((client) => client.user.sessionId))]
  const live = new Set<number>()
  for (let start = 0; start < ids.length; start += sessionBatch) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids.slice(start, start + sessionBatch))
      .where('expires_at', '>', Date.now())
      .execute()
    for (const row of rows) live.add(row.id)
  }
  for (const client of clients)
    if (!live.has(client.user.sessionId))
      client.socket.close(realtimeCloseCodes.unauthenticated, 'session ended')
}
