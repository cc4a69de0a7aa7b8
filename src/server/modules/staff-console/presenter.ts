import type { FirstContactEntry, StaffInboxEntry, StaffNote } from '#shared/api/staff-console.js'
import { localDate } from '#shared/calendarDays.js'
import { ageOnDate } from '../members/ages.js'
import type { Site } from '../sites/service.js'
import type { FirstContactRow, QueueRow } from './queries.js'

function ageOf(birthDate: string, site: Site | undefined): number {
  return ageOnDate(birthDate, localDate(site?.timeZone ?? 'UTC'))
}

function photoUrl(filename: string | null, site: Site | undefined): string | null {
  return filename && site ? `${site.cdnPrefix}${filename}` : null
}

/** The member and the profile of a row that selects both, as the console's lists show them. */
type PairRow = Pick<QueueRow, `${'member' | 'fictional'}_${'id' | 'name' | 'birth_date' | 'city' | 'photo'}`>

function peopleOf(row: PairRow, site: Site | undefined) {
  return {
    member: {
      id: row.member_id,
      name: row.member_name,
      age: ageOf(row.member_birth_date, site),
      city: row.member_city,
      photo_url: photoUrl(row.member_photo, site),
    },
    fictional: {
      id: row.fictional_id,
      name: row.fictional_name,
      age: ageOf(row.fictional_birth_date, site),
      city: row.fictional_city,
      photo_url: photoUrl(row.fictional_photo, site),
    },
  }
}

export function presentFirstContact(row: FirstContactRow, site: Site | undefined): FirstContactEntry {
  return {
    id: row.id,
    site_id: row.site_id,
    conversation_id: row.conversation_id,
    sent_at: row.sent_at,
    text: row.body,
    ...peopleOf(row, site),
    replied_at: row.replied_at === null ? null : Number(row.replied_at),
  }
}

export function presentQueueEntry(
  row: QueueRow,
  operatorId: number,
  site: Site | undefined,
): StaffInboxEntry {
  return {
    conversation_id: row.conversation_id,
    site_id: row.site_id,
    language: row.language,
    waiting_since: row.waiting_since,
    ...peopleOf(row, site),
    last_message: {
      kind: row.last_kind ?? 'text',
      text: row.last_body,
      created_at: row.last_at ?? row.waiting_since,
    },
    // Another operator's claim is shown as taken, never by whom.
    claim:
      row.claimed_by === null || row.claim_expires_at === null
        ? null
        : { mine: row.claimed_by === operatorId, expires_at: row.claim_expires_at },
  }
}

interface PersonRow {
  id: number
  language: string
  name: string
  gender: string | null
  birth_date: string
  city: string | null
  country: string
  about_me: string | null
  photo: string | null
}

interface PhotoRow {
  id: number
  filename: string
  thumb_filename: string
  is_private: number
}

export function presentPhotos(rows: PhotoRow[], cdnPrefix: string) {
  return rows.map((row) => ({
    id: row.id,
    url: `${cdnPrefix}${row.filename}`,
    thumb_url: `${cdnPrefix}${row.thumb_filename}`,
    is_private: row.is_private === 1,
  }))
}

export function presentPerson(row: PersonRow, site: Site, photos: ReturnType<typeof presentPhotos>) {
  return {
    id: row.id,
    name: row.name,
    age: ageOf(row.birth_date, site),
    city: row.city,
    photo_url: photoUrl(row.photo, site),
    gender: row.gender,
    country: row.country,
    language: row.language,
    about_me: row.about_me,
    photos,
  }
}

export function presentNote(
  subjectId: number,
  row: { body: string; updated_at: number; updated_by: string | null } | undefined,
): StaffNote {
  return {
    subject_id: subjectId,
    body: row?.body ?? '',
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
  }
}
