import {
  type PostbackConfig,
  type PostbackEvent,
  type PostbackView,
  postbackEvents,
  type postbackStates,
} from '#shared/api/staff-traffic.js'
import type { AttemptRow, ConfigRow, PostbackRow } from './queries.js'

const iso = (time: number | string) => new Date(Number(time)).toISOString()
const isoOrNull = (time: number | string | null) => (time === null ? null : iso(time))

/** The stored comma list, known events only, in their fixed order. */
export function eventsOf(stored: string): PostbackEvent[] {
  const listed = stored.split(',')
  return postbackEvents.filter((event) => listed.includes(event))
}

export function presentConfig(row: ConfigRow): PostbackConfig {
  return {
    id: row.id,
    site_id: row.site_id,
    network: row.network,
    url_template: row.url_template,
    events: eventsOf(row.events),
    updated_at: iso(row.updated_at),
  }
}

export function presentPostback(row: PostbackRow, attempts: AttemptRow[]): PostbackView {
  return {
    id: row.id,
    member_id: row.user_id,
    network: row.network,
    event: row.event as PostbackEvent,
    url: row.url,
    state: row.state as (typeof postbackStates)[number],
    next_attempt_at: row.state === 'pending' ? isoOrNull(row.next_attempt_at) : null,
    created_at: iso(row.created_at),
    sent_at: isoOrNull(row.sent_at),
    attempts: attempts.map((attempt) => ({
      at: iso(attempt.attempted_at),
      status_code: attempt.status_code,
      error: attempt.error,
    })),
  }
}
