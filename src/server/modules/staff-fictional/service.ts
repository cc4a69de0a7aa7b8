import { randomBytes } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { photoErrors } from '#shared/api/photos.js'
import { profileErrors } from '#shared/api/profile.js'
import {
  type FictionalListResponse,
  type FictionalOptionsResponse,
  type FictionalResponse,
  type FictionalState,
  type fictionalChangeInput,
  fictionalErrors,
  type fictionalPhotoChange,
  fictionalPhotoFields,
  fictionalPhotoLimit,
  type newFictionalInput,
  type StaffOperatorsResponse,
} from '#shared/api/staff-fictional.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { lockMembers } from '../members/queries.js'
import { photoFiles } from '../photos/files.js'
import type { PhotoForm } from '../photos/intake.js'
import { recordStoredPhoto, storePhoto } from '../photos/intake.js'
import {
  countProfilePhotos,
  insertPhoto,
  listActivePhotos,
  mainPhotoId,
  markPhotoDeleted,
  setPhotoPrivate,
  settleMainPhoto,
  writeOrder,
} from '../photos/queries.js'
import { regionIsInCountry, replaceProfileInterests, updateProfileFields } from '../profile/queries.js'
import { presentInterests, presentRegions } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import { listCdnPrefixes } from '../staff-members/queries.js'
import { presentFictional } from './presenter.js'
import {
  countWaiting,
  type FictionalFilter,
  findFictional,
  findPhotoOfFictional,
  insertFictionalProfile,
  insertFictionalRow,
  insertFictionalUser,
  listFictionalRows,
  listInterestsOf,
  listOperatorsOf,
  listPhotosOf,
  listSiteOperators,
  replaceOperators,
  updateFictionalRow,
} from './queries.js'

type Deps = Pick<AppDeps, 'db' | 'sites' | 'storage'>
type ParsedNew = z.output<typeof newFictionalInput>
type ParsedChange = z.output<typeof fictionalChangeInput>
type PhotoChange = z.output<typeof fictionalPhotoChange>

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

function refused(field: string, messageKey: string): AppError {
  return new AppError('validation_failed', { field, messageKey })
}

const photoNotFound = () => new AppError('not_found', { field: 'id', messageKey: photoErrors.notFound })

/** A placeholder address that can never receive mail (RFC 2606 reserves .invalid). */
export function placeholderEmail(): string {
  return `fictional-${randomBytes(8).toString('hex')}@fictional.invalid`
}

/** A retired profile leaves search; an active or paused one is in it. */
export function searchableIn(state: FictionalState): 0 | 1 {
  return state === 'retired' ? 0 : 1
}

/** An emptied text field means "not given". */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/** The interests a profile of the site may have: the site's list (setting `interests`), or all. */
function allowedInterests(site: Site, all: { id: number; slug: string }[]): Set<number> {
  const allowed = site.settings.interests
  return new Set(all.filter((interest) => !allowed || allowed.includes(interest.slug)).map((i) => i.id))
}

/** The values of a change worth recording, arrays compared by content. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[key]) === JSON.stringify(value)) continue
    was[key] = before[key] ?? null
    now[key] = value
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 }
}

/**
 * The back-office's fictional profiles (docs/product.md, Staff): a users row that never logs in, its
 * profile, and how staff keep it (state, languages, operators). Every change is one transaction with its
 * audit row.
 */
export class StaffFictional {
  constructor(private readonly deps: Deps) {}

  async list(staff: StaffMember, filter: Omit<FictionalFilter, 'siteIds'>): Promise<FictionalListResponse> {
    const { db } = this.deps
    const query = listFictionalRows(db, { ...filter, siteIds: staff.siteIds })
    const rows = query ? await query.execute() : []
    const ids = rows.map((row) => row.user_id)
    const [photos, interests, operators, waiting, prefixes] = await Promise.all([
      listPhotosOf(db, ids),
      listInterestsOf(db, ids),
      listOperatorsOf(db, ids),
      countWaiting(db, ids),
      listCdnPrefixes(db, [...new Set(rows.map((row) => row.site_id))]),
    ])
    const cdn = new Map(prefixes.map((row) => [row.id, row.cdn_prefix]))
    return {
      profiles: rows.map((row) =>
        presentFictional(row, {
          interests: interests.filter((i) => i.user_id === row.user_id).map((i) => i.interest_id),
          photos: photos.filter((photo) => photo.user_id === row.user_id),
          operators: operators
            .filter((operator) => operator.fictional_id === row.user_id)
            .map((operator) => ({ id: operator.id, email: operator.email })),
          waiting: waiting.get(row.user_id) ?? 0,
          cdnPrefix: cdn.get(row.site_id) ?? '/cdn/',
        }),
      ),
    }
  }

  /** One profile of a site the staff member answers to; anything else is not found. */
  async detail(staff: StaffMember, id: number): Promise<FictionalResponse> {
    const [profile] = (await this.list(staff, { id })).profiles
    if (!profile) throw new AppError('not_found')
    return { profile }
  }

  private async siteOf(staff: StaffMember, siteId: number): Promise<Site> {
    const site = answersTo(staff, siteId) ? await this.deps.sites.findById(siteId) : null
    if (!site) throw new AppError('not_found')
    return site
  }

  private async fictionalOf(staff: StaffMember, id: number) {
    const row = await findFictional(this.deps.db, id)
    if (!row || !answersTo(staff, row.site_id)) throw new AppError('not_found')
    return row
  }

  /** Staff who may write as the site's fictional profiles: operators and admins answering to it. */
  /** The interests of the profile's own site and the regions of a country, whatever site staff work on. */
  async options(
    staff: StaffMember,
    query: { site: number; country: string },
    t: TFunction,
  ): Promise<FictionalOptionsResponse> {
    const site = await this.siteOf(staff, query.site)
    const { sites } = this.deps
    const [interests, regions] = await Promise.all([
      sites.listInterests(),
      sites.listRegions([query.country]),
    ])
    const regionsOf = presentRegions(regions, [query.country], t).regions[query.country]
    if (!regionsOf) throw new AppError('not_found')
    return {
      interests: presentInterests(interests, site.settings.interests, t).interests,
      regions: regionsOf,
    }
  }

  async operators(staff: StaffMember, siteId: number): Promise<StaffOperatorsResponse> {
    await this.siteOf(staff, siteId)
    return { operators: await listSiteOperators(this.deps.db, siteId) }
  }

  /** Checks region, interests and operators of a new or changed profile, before anything is written. */
  private async check(
    site: Site,
    country: string,
    input: { region_id?: number | null; interests?: number[]; operators?: number[] },
  ) {
    const { db } = this.deps
    if (input.region_id && !(await regionIsInCountry(db, input.region_id, country)))
      throw refused('region_id', profileErrors.unknownRegion)
    if (input.interests?.length) {
      const allowed = allowedInterests(site, await this.deps.sites.listInterests())
      if (input.interests.some((id) => !allowed.has(id)))
        throw refused('interests', profileErrors.unknownInterest)
    }
    if (input.operators?.length) {
      const eligible = new Set((await listSiteOperators(db, site.id)).map((operator) => operator.id))
      if (input.operators.some((id) => !eligible.has(id)))
        throw refused('operators', fictionalErrors.operator)
    }
  }

  async create(staff: StaffMember, input: ParsedNew): Promise<FictionalResponse> {
    const { db } = this.deps
    const { site: siteId, languages, operators, interests, city, about_me, ...fields } = input
    const site = await this.siteOf(staff, siteId)
    await this.check(site, fields.country, { region_id: fields.region_id, interests, operators })
    const now = Date.now()
    const languageList = [...new Set(languages ?? [])]
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertFictionalUser(trx, {
        site_id: site.id,
        email: placeholderEmail(),
        // No password: a fictional profile can never log in.
        password_hash: '',
        status: 'active',
        role: 'member',
        language: languageList[0] ?? site.domainLanguage,
        is_fictional: 1,
        signup_date: now,
        last_seen_at: now,
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      await insertFictionalProfile(trx, {
        user_id: id,
        site_id: site.id,
        searchable: searchableIn('active'),
        name: fields.name,
        gender: fields.gender,
        sexuality: fields.sexuality ?? null,
        birth_date: fields.birth_date,
        country: fields.country,
        region_id: fields.region_id ?? null,
        city: blankToNull(city) ?? null,
        hair_color: fields.hair_color ?? null,
        eye_color: fields.eye_color ?? null,
        body_type: fields.body_type ?? null,
        relationship_status: fields.relationship_status ?? null,
        tattoos: fields.tattoos ?? null,
        height_cm: fields.height_cm ?? null,
        about_me: blankToNull(about_me) ?? null,
        status: 'active',
        main_photo_id: null,
        has_photo: 0,
        last_active_at: now,
        updated_at: now,
      })
      if (interests?.length) await replaceProfileInterests(trx, id, interests)
      await insertFictionalRow(trx, {
        user_id: id,
        site_id: site.id,
        state: 'active',
        languages: JSON.stringify(languageList),
        created_by: staff.user.id,
        created_at: now,
        updated_at: now,
      })
      if (operators?.length) await replaceOperators(trx, id, [...new Set(operators)])
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'fictional.created',
          siteId: site.id,
          target: { kind: 'member', id },
          after: { ...input, languages: languageList },
        },
        now,
      )
      return id
    })
    return this.detail(staff, id)
  }

  async change(staff: StaffMember, change: ParsedChange): Promise<FictionalResponse> {
    const { db } = this.deps
    const current = (await this.detail(staff, change.id)).profile
    const site = await this.siteOf(staff, current.site_id)
    const country = change.country ?? current.profile.country
    await this.check(site, country, change)
    const { id, state, languages, operators, interests, city, about_me, ...fields } = change
    const languageList = languages === undefined ? undefined : [...new Set(languages)]
    const operatorIds = operators === undefined ? undefined : [...new Set(operators)].sort((a, b) => a - b)
    // A new country drops a region of the old one unless a region is sent along.
    const region =
      change.region_id === undefined &&
      change.country !== undefined &&
      current.profile.region_id !== null &&
      !(await regionIsInCountry(db, current.profile.region_id, country))
        ? { region_id: null }
        : {}
    const profileChange = {
      ...fields,
      ...region,
      city: blankToNull(city),
      about_me: blankToNull(about_me),
    }
    const before: Record<string, unknown> = {
      ...current.profile,
      state: current.state,
      languages: current.languages,
      operators: current.operators.map((operator) => operator.id).sort((a, b) => a - b),
    }
    const diff = changedFields(before, {
      ...profileChange,
      interests: interests === undefined ? undefined : [...interests].sort((a, b) => a - b),
      state,
      languages: languageList,
      operators: operatorIds,
    })
    if (!diff.changed) return { profile: current }
    const now = Date.now()
    await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [id])
      const searchable = state === undefined ? {} : { searchable: searchableIn(state) }
      await updateProfileFields(trx, id, { ...profileChange, ...searchable, updated_at: now })
      if (interests !== undefined) await replaceProfileInterests(trx, id, interests)
      await updateFictionalRow(trx, id, {
        ...(state === undefined ? {} : { state }),
        ...(languageList === undefined ? {} : { languages: JSON.stringify(languageList) }),
        updated_at: now,
      })
      if (languageList !== undefined)
        await trx
          .updateTable('users')
          .set({ language: languageList[0] ?? site.domainLanguage, updated_at: now })
          .where('id', '=', id)
          .execute()
      if (operatorIds !== undefined) await replaceOperators(trx, id, operatorIds)
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'fictional.changed',
          siteId: current.site_id,
          target: { kind: 'member', id },
          before: diff.before,
          after: diff.after,
        },
        now,
      )
    })
    return this.detail(staff, id)
  }

  /** A new photo, last in the order; the first public photo becomes the main one. */
  async addPhoto(staff: StaffMember, form: PhotoForm): Promise<FictionalResponse> {
    const parsed = fictionalPhotoFields.safeParse(form.fields)
    if (!parsed.success)
      throw new AppError('validation_failed', {
        field: String(parsed.error.issues[0]?.path[0] ?? 'fictional'),
      })
    const fictional = await this.fictionalOf(staff, parsed.data.fictional)
    const isPrivate = parsed.data.private === '1'
    const { db, storage } = this.deps
    const stored = await storePhoto(storage, form.data)
    await recordStoredPhoto(storage, stored, () =>
      db.transaction().execute(async (trx) => {
        await lockMembers(trx, [fictional.user_id])
        const count = await countProfilePhotos(trx, fictional.user_id)
        if (count >= fictionalPhotoLimit)
          throw new AppError('photo_limit_reached', {
            params: { limit: fictionalPhotoLimit },
            details: { limit: fictionalPhotoLimit },
          })
        const photo = await insertPhoto(trx, fictional.user_id, { ...stored, isPrivate }, count, 'active')
        await settleMainPhoto(trx, fictional.user_id)
        await recordAudit(trx, actorOf(staff), {
          action: 'fictional.photo_added',
          siteId: fictional.site_id,
          target: { kind: 'member', id: fictional.user_id },
          after: { photo: photo.id, private: isPrivate },
        })
      }),
    )
    return this.detail(staff, fictional.user_id)
  }

  private async photoOf(staff: StaffMember, photoId: number) {
    const photo = await findPhotoOfFictional(this.deps.db, photoId)
    if (!photo || !answersTo(staff, photo.site_id)) throw photoNotFound()
    return photo
  }

  /** Makes a photo the main one, private or public; a private photo cannot be the main one. */
  async changePhoto(staff: StaffMember, change: PhotoChange): Promise<FictionalResponse> {
    const photo = await this.photoOf(staff, change.id)
    const isPrivate = change.private ?? photo.is_private === 1
    if (change.main === true && isPrivate) throw refused('main', photoErrors.mainMustBePublic)
    await this.deps.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [photo.user_id])
      const mainBefore = await mainPhotoId(trx, photo.user_id)
      if (change.private !== undefined) await setPhotoPrivate(trx, photo.id, isPrivate)
      const main = await settleMainPhoto(trx, photo.user_id, {
        prefer: change.main === true ? photo.id : undefined,
      })
      await recordAudit(trx, actorOf(staff), {
        action: 'fictional.photo_changed',
        siteId: photo.site_id,
        target: { kind: 'member', id: photo.user_id },
        before: { photo: photo.id, private: photo.is_private === 1, main: mainBefore },
        after: { photo: photo.id, private: isPrivate, main },
      })
    })
    return this.detail(staff, photo.user_id)
  }

  /** Marks the photo deleted, closes the gap in the order, finds a new main photo; the files go after. */
  async deletePhoto(staff: StaffMember, photoId: number): Promise<FictionalResponse> {
    const photo = await this.photoOf(staff, photoId)
    const { db, storage } = this.deps
    await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [photo.user_id])
      await markPhotoDeleted(trx, photo.id)
      const rest = await listActivePhotos(trx, photo.user_id)
      await writeOrder(
        trx,
        photo.user_id,
        rest.map((row) => row.id),
      )
      await settleMainPhoto(trx, photo.user_id)
      await recordAudit(trx, actorOf(staff), {
        action: 'fictional.photo_deleted',
        siteId: photo.site_id,
        target: { kind: 'member', id: photo.user_id },
        before: { photo: photo.id, private: photo.is_private === 1 },
      })
    })
    await Promise.all(photoFiles(photo).map((file) => storage.remove(file)))
    return this.detail(staff, photo.user_id)
  }
}
