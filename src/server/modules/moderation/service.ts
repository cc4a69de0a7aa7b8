import type { Mailer } from '#server/adapters/mail.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { ReviewedTextField } from '#shared/api/staff-moderation.js'
import {
  type ModerationDecisionInput,
  type ModerationDecisionResponse,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
  moderationErrors,
  type RejectReason,
} from '#shared/api/staff-moderation.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { lockMembers } from '../members/queries.js'
import { settleMainPhoto } from '../photos/queries.js'
import type { Site, SiteService } from '../sites/service.js'
import { type RefusalMail, sendRefusalMail } from './mails.js'
import { presentQueue } from './presenter.js'
import {
  countWaitingPhotos,
  countWaitingTexts,
  findMemberContact,
  findPhotoForDecision,
  findProfileTexts,
  findTextReview,
  insertTextReview,
  listMemberSummaries,
  listPhotosOfMembers,
  listWaitingPhotos,
  listWaitingTexts,
  markPhotoReviewed,
  markTextReviewed,
  refusePendingTexts,
  writeProfileText,
} from './queries.js'

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

const alreadyDecided = () =>
  new AppError('validation_failed', { field: 'decision', messageKey: moderationErrors.alreadyDecided })

/**
 * The moderators' queue of members' photos and changed texts (docs/product.md Moderation). Every decision is
 * written with its audit row in one transaction; a refusal is then mailed to the member in their language.
 */
export class Moderation {
  constructor(
    private readonly db: Database,
    private readonly sites: Pick<SiteService, 'findById'>,
    private readonly mailer: Mailer,
    private readonly siteUrl: (site: Pick<Site, 'domain'>) => string,
  ) {}

  async queue(staff: StaffMember, query: ModerationQueueQuery): Promise<ModerationQueueResponse> {
    const site = await this.siteOf(staff, query.site)
    const [photos, texts, waiting] = await Promise.all([
      query.kind === 'photos' ? listWaitingPhotos(this.db, site.id) : Promise.resolve([]),
      query.kind === 'texts' ? listWaitingTexts(this.db, site.id) : Promise.resolve([]),
      this.waiting(site.id),
    ])
    const memberIds = [...new Set([...photos, ...texts].map((row) => row.user_id))]
    const [members, memberPhotos] = await Promise.all([
      listMemberSummaries(this.db, memberIds),
      listPhotosOfMembers(this.db, memberIds),
    ])
    return presentQueue({ site, photos, texts, members, memberPhotos, waiting }, new Date())
  }

  async decide(staff: StaffMember, input: ModerationDecisionInput): Promise<ModerationDecisionResponse> {
    const outcome =
      input.kind === 'photo'
        ? await this.decidePhoto(staff, input)
        : input.kind === 'text'
          ? await this.decideText(staff, input)
          : await this.removeAboutMe(staff, input.id, input.reason as RejectReason)
    if (outcome.refusal) await this.tell(outcome.refusal)
    return { waiting: await this.waiting(outcome.siteId) }
  }

  private async decidePhoto(staff: StaffMember, input: ModerationDecisionInput) {
    const photo = await findPhotoForDecision(this.db, input.id)
    if (!photo || !answersTo(staff, photo.site_id)) throw new AppError('not_found')
    if (photo.status === 'rejected') throw alreadyDecided()
    const approve = input.decision === 'approve'
    if (approve && photo.status === 'active' && photo.reviewed_at !== null) throw alreadyDecided()
    const reason = approve ? null : (input.reason ?? null)
    const now = Date.now()
    await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [photo.user_id])
      await markPhotoReviewed(trx, photo.id, {
        status: approve ? 'active' : 'rejected',
        staffId: staff.user.id,
        reason,
        now,
      })
      // A refused main photo gives way to the next shown one; an approved first photo becomes the main one.
      await settleMainPhoto(trx, photo.user_id, approve ? {} : { avoid: photo.id })
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: approve ? 'member.photo.approve' : 'member.photo.reject',
          siteId: photo.site_id,
          target: { kind: 'member', id: photo.user_id },
          reason,
          before: { photo: photo.id, status: photo.status },
          after: { photo: photo.id, status: approve ? 'active' : 'rejected' },
        },
        now,
      )
    })
    const refusal = approve ? null : ({ kind: 'photo', userId: photo.user_id, reason } as const)
    return { siteId: photo.site_id, refusal }
  }

  private async decideText(staff: StaffMember, input: ModerationDecisionInput) {
    const review = await findTextReview(this.db, input.id)
    if (!review || !answersTo(staff, review.site_id)) throw new AppError('not_found')
    if (review.status !== 'pending') throw alreadyDecided()
    const field = review.field as ReviewedTextField
    const approve = input.decision === 'approve'
    const reason = approve ? null : (input.reason ?? null)
    const now = Date.now()
    await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [review.user_id])
      const current = await findProfileTexts(trx, review.user_id)
      if (!current) throw new AppError('not_found')
      // A held text shows once approved; a shown one goes back to the text it replaced once refused.
      if (approve && review.held === 1)
        await writeProfileText(trx, review.user_id, field, review.new_value, now)
      if (!approve && review.held === 0 && current[field] === review.new_value)
        await writeProfileText(trx, review.user_id, field, review.old_value, now)
      await markTextReviewed(trx, review.id, {
        status: approve ? 'approved' : 'rejected',
        staffId: staff.user.id,
        reason,
        now,
      })
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: approve ? 'member.text.approve' : 'member.text.reject',
          siteId: review.site_id,
          target: { kind: 'member', id: review.user_id },
          reason,
          before: { [field]: review.held === 1 ? review.old_value : review.new_value },
          after: { [field]: approve ? review.new_value : review.old_value },
        },
        now,
      )
    })
    const refusal = approve ? null : { kind: field, userId: review.user_id, reason }
    return { siteId: review.site_id, refusal }
  }

  /** Takes down a member's about-me text from a report: it is kept as a refused review, the profile empties. */
  private async removeAboutMe(staff: StaffMember, memberId: number, reason: RejectReason) {
    const texts = await findProfileTexts(this.db, memberId)
    if (!texts || !answersTo(staff, texts.site_id)) throw new AppError('not_found')
    const text = texts.about_me
    if (!text) throw alreadyDecided()
    const now = Date.now()
    await this.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [memberId])
      await writeProfileText(trx, memberId, 'about_me', null, now)
      // The text taken down is kept as a review, refused together with any change waiting.
      await insertTextReview(trx, {
        siteId: texts.site_id,
        userId: memberId,
        field: 'about_me',
        oldValue: null,
        newValue: text,
        held: false,
        now,
      })
      await refusePendingTexts(trx, memberId, 'about_me', { staffId: staff.user.id, reason, now })
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'member.text.reject',
          siteId: texts.site_id,
          target: { kind: 'member', id: memberId },
          reason,
          before: { about_me: text },
          after: { about_me: null },
        },
        now,
      )
    })
    return { siteId: texts.site_id, refusal: { kind: 'about_me', userId: memberId, reason } } as const
  }

  /** The refusal mail; a mail that cannot be sent does not undo the decision (the page tells it too). */
  private async tell(refusal: { kind: RefusalMail['kind']; userId: number; reason: string | null }) {
    const member = await findMemberContact(this.db, refusal.userId)
    const site = member && (await this.sites.findById(member.site_id))
    if (!member || !site || member.is_fictional === 1 || !refusal.reason) return
    await sendRefusalMail(this.mailer, {
      kind: refusal.kind,
      reason: refusal.reason,
      to: member.email,
      name: member.name,
      language: member.language,
      site,
      baseUrl: this.siteUrl(site),
    })
  }

  private async waiting(siteId: number) {
    const [photos, texts] = await Promise.all([
      countWaitingPhotos(this.db, siteId),
      countWaitingTexts(this.db, siteId),
    ])
    return { photos, texts }
  }

  private async siteOf(staff: StaffMember, siteId: number): Promise<Site> {
    const site = answersTo(staff, siteId) ? await this.sites.findById(siteId) : undefined
    if (!site) throw new AppError('not_found')
    return site
  }
}
