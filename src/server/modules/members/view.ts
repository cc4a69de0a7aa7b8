import type { TFunction } from 'i18next'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { MemberCard, MemberProfile, ProfilePhoto } from '#shared/api/members.js'
import type { ProfileField } from '#shared/constants.js'
import type { CurrentUser } from '../auth/current-user.js'
import { blockBetween } from '../blocks/queries.js'
import { likeState } from '../likes/presenter.js'
import { likesBetween, sharesConversation } from '../likes/queries.js'
import type { Site } from '../sites/service.js'
import { type CardContext, cardContext, photoUrls, presentCard } from './cards.js'
import {
  findLikeFrom,
  findMemberProfile,
  listInterestSlugs,
  listProfilePhotos,
  type MemberProfileRow,
} from './queries.js'

const newMemberMs = 7 * 24 * 60 * 60_000

/**
 * An invisible member (docs/product.md §4) stays visible to the members they already reached: those they
 * liked and those they share a conversation with.
 */
async function hasReached(db: Database, memberId: number, viewerId: number): Promise<boolean> {
  const [like, conversation] = await Promise.all([
    findLikeFrom(db, memberId, viewerId),
    sharesConversation(db, memberId, viewerId),
  ])
  return like !== undefined || conversation
}

async function mayView(db: Database, row: MemberProfileRow, viewer: CurrentUser | null): Promise<boolean> {
  // Members see their own profile as others will, also before activation or while invisible.
  if (viewer?.id === row.user_id) return row.status === 'active'
  if (row.status !== 'active' || row.user_status !== 'active') return false
  if (row.searchable === 1) return true
  return viewer !== null && hasReached(db, row.user_id, viewer.id)
}

async function listPhotos(db: Database, memberId: number, context: CardContext): Promise<ProfilePhoto[]> {
  const rows = await listProfilePhotos(db, memberId)
  return rows.map((photo) => ({
    id: photo.id,
    private: photo.is_private === 1,
    ...photoUrls(context.site, photo, memberId, context.viewer),
  }))
}

async function listInterests(db: Database, site: Site, memberId: number, t: TFunction) {
  const rows = await listInterestSlugs(db, memberId)
  const allowed = site.settings.interests
  return rows
    .filter((row) => !allowed || allowed.includes(row.slug))
    .map((row) => ({ slug: row.slug, name: t(`interests.${row.slug}`) }))
}

type OptionalFields = Omit<MemberProfile, keyof MemberCard>

/** The optional fields the site shows (visible_profile_fields); enumerations stay codes the web translates. */
async function optionalFields(
  db: Database,
  row: MemberProfileRow,
  site: Site,
  t: TFunction,
): Promise<Partial<OptionalFields>> {
  const shown = new Set<ProfileField>(site.settings.visible_profile_fields)
  const fields: Partial<OptionalFields> = {}
  if (shown.has('gender')) fields.gender = row.gender
  if (shown.has('sexuality')) fields.sexuality = row.sexuality
  if (shown.has('region')) fields.region = row.region_name
  if (shown.has('hair_color')) fields.hair_color = row.hair_color
  if (shown.has('eye_color')) fields.eye_color = row.eye_color
  if (shown.has('body_type')) fields.body_type = row.body_type
  if (shown.has('relationship_status')) fields.relationship_status = row.relationship_status
  if (shown.has('tattoos')) fields.tattoos = row.tattoos
  if (shown.has('height')) fields.height_cm = row.height_cm
  if (shown.has('about_me')) fields.about_me = row.about_me
  if (shown.has('interests')) fields.interests = await listInterests(db, site, row.user_id, t)
  return fields
}

/**
 * GET /api/member.php: the profile a viewer may see. Unknown, inactive and (to those not reached)
 * invisible members are 404; a member who blocked the viewer answers 403 blocked_by_member.
 */
export async function viewMemberProfile(
  db: Database,
  site: Site,
  viewer: CurrentUser | null,
  memberId: number,
  t: TFunction,
): Promise<MemberProfile> {
  const row = await findMemberProfile(db, site.id, memberId)
  if (!row || !(await mayView(db, row, viewer))) throw new AppError('not_found')
  const isSelf = viewer?.id === memberId
  const block = viewer && !isSelf ? await blockBetween(db, viewer.id, memberId) : null
  if (block?.byMember)
    throw new AppError('blocked_by_member', { params: { name: row.name }, details: { name: row.name } })
  const context = cardContext(site, viewer)
  const [photos, fields, likes] = await Promise.all([
    listPhotos(db, memberId, context),
    optionalFields(db, row, site, t),
    viewer && !isSelf ? likesBetween(db, viewer.id, memberId) : null,
  ])
  return {
    ...presentCard(row, context),
    premium: row.paid_user === 1,
    new_member: context.now - row.signup_date < newMemberMs,
    blocked_by_me: block?.byViewer ?? false,
    ...(likes ? { like: likeState(likes) } : {}),
    photos,
    ...fields,
  }
}
