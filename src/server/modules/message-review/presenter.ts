import type { ReviewMember, ReviewResponse } from '#shared/api/staff-message-review.js'
import type { Evidence } from './check.js'
import type { listFlaggedMembers, listOpenFlagsOf } from './queries.js'

type MemberRow = Awaited<ReturnType<typeof listFlaggedMembers>>[number]
type FlagRow = Awaited<ReturnType<typeof listOpenFlagsOf>>[number]

function presentFlag(row: FlagRow): ReviewMember['flags'][number] {
  const evidence = JSON.parse(row.evidence) as Evidence
  return {
    id: row.id,
    rule: row.rule as ReviewMember['flags'][number]['rule'],
    hits: row.hits,
    created_at: row.created_at,
    last_hit_at: row.last_hit_at,
    evidence: {
      texts: evidence.texts,
      recipients: evidence.recipients,
      message_ids: evidence.message_ids,
      contact: evidence.contact,
      window_minutes: evidence.window_minutes,
    },
  }
}

export function presentReview(
  members: MemberRow[],
  flags: FlagRow[],
  held: Map<number, number>,
): ReviewResponse {
  const flagsOf = new Map<number, FlagRow[]>()
  for (const flag of flags) flagsOf.set(flag.user_id, [...(flagsOf.get(flag.user_id) ?? []), flag])
  return {
    members: members.map((member) => ({
      id: member.id,
      site_id: member.site_id,
      name: member.name,
      email: member.email,
      status: member.status,
      signup_date: member.signup_date,
      last_hit_at: Number(member.last_hit_at),
      held_messages: held.get(member.id) ?? 0,
      flags: (flagsOf.get(member.id) ?? []).map(presentFlag),
    })),
  }
}
