import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { type ProfileUpdate, profileErrors } from '#shared/api/profile.js'
import { updateProfileSearchable } from '../account/queries.js'
import { towns } from '../location/towns.js'
import { listOwnTextReviews } from '../moderation/queries.js'
import { queueTextChanges } from '../moderation/texts.js'
import type { Site } from '../sites/service.js'
import { presentOwnProfile } from './presenter.js'
import {
  findOwnProfile,
  findRegion,
  listProfileInterests,
  type OwnProfileRow,
  replaceProfileInterests,
  updateProfileFields,
  updateUserInvisible,
} from './queries.js'
import { isSearchable } from './visibility.js'

const refusalsShownFor = 30 * 24 * 60 * 60 * 1000

/** The member's profile as they see it: texts waiting for their check show as the member wrote them. */
export async function ownProfile(db: Database, site: Site, userId: number, now = Date.now()) {
  const [row, interests, reviews] = await Promise.all([
    findOwnProfile(db, userId),
    listProfileInterests(db, userId),
    listOwnTextReviews(db, userId, now - refusalsShownFor),
  ])
  if (!row) throw new AppError('not_found')
  return presentOwnProfile(row, interests, { mode: site.settings.content_review, reviews })
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
 * Where the member lives after the update: the country they chose (one of the site's), a region of it and
 * a town in that region. Moving to another country leaves the old region and town behind unless new ones
 * come along. Towns are checked only when the update names a place, so that saving a name never fails on
 * an old town.
 */
async function placeAfter(db: Database, site: Site, profile: OwnProfileRow, update: ProfileUpdate) {
  const country = update.country ?? profile.country
  const moved = country !== profile.country
  // Staying where one is stays allowed when the site has since dropped that country.
  const served: readonly string[] = site.settings.countries
  if (moved && !served.includes(country))
    throw new AppError('validation_failed', { field: 'country', messageKey: profileErrors.unknownCountry })
  const regionId = update.region_id !== undefined ? update.region_id : moved ? null : profile.region_id
  const city = update.city !== undefined ? blankToNull(update.city) : moved ? null : profile.city
  const region = regionId ? await findRegion(db, regionId) : undefined
  if (regionId && region?.country !== country)
    throw new AppError('validation_failed', { field: 'region_id', messageKey: profileErrors.unknownRegion })
  const named = moved || update.region_id !== undefined || update.city !== undefined
  if (named && city && region && !towns.fits(country, region.code, city))
    throw new AppError('validation_failed', { field: 'city', messageKey: profileErrors.townNotInRegion })
  return named ? { country, region_id: regionId, city } : {}
}

/**
 * Saves any subset of the member's profile. Everything is checked before anything is written, and the
 * write is one transaction: a refused update changes nothing. A changed name or about-me text goes to the
 * moderators' queue, and waits there unseen when the site checks before showing.
 */
export async function updateProfile(
  db: Database,
  context: { site: Site; interests: { id: number; slug: string }[] },
  userId: number,
  update: ProfileUpdate,
): Promise<void> {
  const profile = await findOwnProfile(db, userId)
  if (!profile) throw new AppError('not_found')
  const place = await placeAfter(db, context.site, profile, update)
  const allowed = allowedInterestIds(context.site, context.interests)
  if (update.interests?.some((id) => !allowed.has(id)))
    throw new AppError('validation_failed', { field: 'interests', messageKey: profileErrors.unknownInterest })

  const { interests, latitude, longitude, country, region_id, city, name, about_me, ...fields } = update
  const position =
    latitude === undefined
      ? {}
      : { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude ?? null) }
  await db.transaction().execute(async (trx) => {
    const texts = await queueTextChanges(
      trx,
      { siteId: context.site.id, userId, shown: { name: profile.name, about_me: profile.about_me } },
      { name, about_me: blankToNull(about_me) },
      context.site.settings.content_review,
    )
    await updateProfileFields(trx, userId, {
      ...fields,
      ...place,
      ...position,
      ...texts,
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
