import type { FictionalChangeInput, StaffFictional } from '#shared/api/staff-fictional.js'

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today)
  if (!born || !now) return null
  const years = Number(now[1]) - Number(born[1])
  const birthdayPassed = `${now[2]}-${now[3]}` >= `${born[2]}-${born[3]}`
  return birthdayPassed ? years : years - 1
}

/** Today as YYYY-MM-DD in UTC. */
export function todayUtc(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10)
}

/** The optional descriptions that an empty select clears. */
export const clearableChoices = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
] as const

/** A profile's fields as the form's controls hold them: texts, and the interests' ids. */
export interface ProfileDraft {
  name: string
  gender: string
  sexuality: string
  birth_date: string
  country: string
  region_id: string
  city: string
  hair_color: string
  eye_color: string
  body_type: string
  relationship_status: string
  tattoos: string
  height_cm: string
  about_me: string
  interests: number[]
}

export function profileDraft(fictional: StaffFictional): ProfileDraft {
  const p = fictional.profile
  return {
    name: p.name,
    gender: p.gender ?? '',
    sexuality: p.sexuality ?? '',
    birth_date: p.birth_date,
    country: p.country,
    region_id: p.region_id === null ? '' : String(p.region_id),
    city: p.city ?? '',
    hair_color: p.hair_color ?? '',
    eye_color: p.eye_color ?? '',
    body_type: p.body_type ?? '',
    relationship_status: p.relationship_status ?? '',
    tattoos: p.tattoos ?? '',
    height_cm: p.height_cm === null ? '' : String(p.height_cm),
    about_me: p.about_me ?? '',
    interests: [...p.interests].sort((a, b) => a - b),
  }
}

/** A typed whole number; anything else is NaN, which the schema refuses on the field. */
function numberOf(text: string): number {
  const trimmed = text.trim()
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * The change to send for what differs from the saved profile, in the shapes the contract takes: an empty
 * select clears a description, an empty region or height clears it. Only what changed is sent, so that the
 * audit log records the change made and nothing else.
 */
export function profileChange(id: number, draft: ProfileDraft, saved: ProfileDraft): FictionalChangeInput {
  const change: Record<string, unknown> = { id }
  for (const name of Object.keys(draft) as (keyof ProfileDraft)[]) {
    const value = draft[name]
    if (JSON.stringify(value) === JSON.stringify(saved[name])) continue
    if (name === 'interests') change.interests = [...(value as number[])].sort((a, b) => a - b)
    else if (name === 'region_id') change.region_id = value === '' ? null : numberOf(value as string)
    else if (name === 'height_cm') change.height_cm = value === '' ? null : numberOf(value as string)
    else if ((clearableChoices as readonly string[]).includes(name))
      change[name] = value === '' ? null : value
    else if (name === 'sexuality' && value === '') continue
    else change[name] = value
  }
  // A new country's regions are others: the region goes with it unless one of the new country is chosen.
  if (change.country !== undefined && change.region_id === undefined && draft.region_id !== '')
    change.region_id = numberOf(draft.region_id)
  return change as FictionalChangeInput
}

/** The names of the controls whose values differ from what the server last answered. */
export function changedCount(draft: ProfileDraft, saved: ProfileDraft): number {
  return (Object.keys(draft) as (keyof ProfileDraft)[]).filter(
    (name) => JSON.stringify(draft[name]) !== JSON.stringify(saved[name]),
  ).length
}

/** The states a profile can be moved to from its own, in the order the buttons show them. */
export function nextStates(state: StaffFictional['state']): StaffFictional['state'][] {
  return (['active', 'paused', 'retired'] as const).filter((candidate) => candidate !== state)
}
