import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { type ProfileUpdate, profileErrors } from '#shared/api/profile.js'
import { updateProfileSearchable } from '../account/queries.js'
import type { Site } from '../sites/service.js'
import { presentOwnProfile } from './presenter.js'
import {
  findOwnProfile,
  listProfileInterests,
  regionIsInCountry,
  replaceProfileInterests,
  updateProfileFields,
  updateUserInvisible,
} from './queries.js'
import { isSearchable } from './visibility.js'

export async function ownProfile(db: Database, userId: number) {
  const [row, interests] = await Promise.all([findOwnProfile(db, userId), listProfileInterests(db, userId)])
  if (!row) throw new AppError('not_found')
  return presentOwnProfile(row, interests)
}

/** The interests a member may pick: the site's list (setting `interests`), or all when it has none. */
function allowedInterestIds(site: Site, all: { id: number; slug: string }[]): Set<number> {
  const allowed = site.settings.interests
  return new Set(all.filter((interest) => !allowed || allowed.includes(interest.slug)).map((i) => i.id))
}

// About a kilometre: enough to sort by distance, too coarse to find a home.
const roundCoordinate = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100)

/** An emptied text field means "not given". */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/**
 * Saves any subset of the member's profile. Everything is checked before anything is written, and the
 * write is one transaction: a refused update changes nothing.
 */
export async function updateProfile(
  db: Database,
  context: { site: Site; interests: { id: number; slug: string }[] },
  userId: number,
  update: ProfileUpdate,
): Promise<void> {
  const profile = await findOwnProfile(db, userId)
  if (!profile) throw new AppError('not_found')
  if (update.region_id && !(await regionIsInCountry(db, update.region_id, profile.country)))
    throw new AppError('validation_failed', { field: 'region_id', messageKey: profileErrors.unknownRegion })
  const allowed = allowedInterestIds(context.site, context.interests)
  if (update.interests?.some((id) => !allowed.has(id)))
    throw new AppError('validation_failed', { field: 'interests', messageKey: profileErrors.unknownInterest })

  const { interests, latitude, longitude, city, about_me, ...fields } = update
  const position =
    latitude === undefined
      ? {}
      : { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude ?? null) }
  await db.transaction().execute(async (trx) => {
    await updateProfileFields(trx, userId, {
      ...fields,
      ...position,
      city: blankToNull(city),
      about_me: blankToNull(about_me),
      updated_at: Date.now(),
    })
    if (interests) await replaceProfileInterests(trx, userId, interests)
  })
}

/**
 * Invisible mode (docs/product.md §4): hidden from search while on; an account that is not active stays
 * hidden anyway.
 */
export async function setInvisible(db: Database, userId: number, invisible: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await updateUserInvisible(trx, userId, invisible)
    await updateProfileSearchable(trx, userId, isSearchable(user.status, invisible))
  })
}
