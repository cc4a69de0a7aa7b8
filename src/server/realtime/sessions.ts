import { realtimeCloseCodes } from '#shared/constants.js'
import type { Database } from '../db/database.js'
import { listLiveSessionIds } from '../modules/auth/queries.js'
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
    for (const id of await listLiveSessionIds(db, ids.slice(start, start + sessionBatch), Date.now()))
      live.add(id)
  }
  for (const client of clients)
    if (!live.has(client.user.sessionId))
      client.socket.close(realtimeCloseCodes.unauthenticated, 'session ended')
}
