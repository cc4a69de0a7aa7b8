import { type FictionalState, fictionalStates, type StaffFictional } from '#shared/api/staff-fictional.js'
import type { Locale } from '#shared/i18n/languages.js'
import { locales } from '#shared/i18n/languages.js'
import { presentPhotoSources } from '../photos/presenter.js'
import { presentOwnProfile } from '../profile/presenter.js'
import type { FictionalRow } from './queries.js'

export interface PhotoRow {
  id: number
  filename: string
  thumb_filename: string
  is_private: number
}

/** The stored JSON list of languages, keeping only languages there are. */
export function parseLanguages(stored: string): Locale[] {
  try {
    const value: unknown = JSON.parse(stored)
    if (!Array.isArray(value)) return []
    return value.filter((item): item is Locale => (locales as readonly unknown[]).includes(item))
  } catch {
    return []
  }
}

function stateOf(value: string): FictionalState {
  return (fictionalStates as readonly string[]).includes(value) ? (value as FictionalState) : 'active'
}

/** A fictional profile as the back-office sees it: every profile field, private photos and operators. */
export function presentFictional(
  row: FictionalRow,
  extras: {
    interests: number[]
    photos: PhotoRow[]
    operators: { id: number; email: string }[]
    waiting: number
    cdnPrefix: string
  },
): StaffFictional {
  return {
    id: row.user_id,
    site_id: row.site_id,
    state: stateOf(row.state),
    languages: parseLanguages(row.languages),
    operators: extras.operators,
    profile: presentOwnProfile(row, extras.interests).profile,
    photos: extras.photos.map((photo) => ({
      id: photo.id,
      ...presentPhotoSources(extras.cdnPrefix, photo),
      is_private: photo.is_private === 1,
      is_main: photo.id === row.main_photo_id,
    })),
    waiting: extras.waiting,
    created_at: row.created_at,
  }
}
