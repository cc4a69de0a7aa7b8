import type { TFunction } from 'i18next'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import {
  type ClaimResponse,
  type ConsoleConversationResponse,
  claimLeaseMs,
  type FirstContactsResponse,
  maxClaims,
  maxStatsDays,
  type NotesResponse,
  type OperatorStatsResponse,
  replyErrors,
  type StaffInboxResponse,
  type StaffReplyResponse,
  statsErrors,
} from '#shared/api/staff-console.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { giftName, presentGift, presentMessage, presentSentMessage } from '../chat/presenter.js'
import { insertChatPhoto, listGifts, pageOfMessages } from '../chat/queries.js'
import { checkOutgoing, contentOf, type Outgoing } from '../chat/service.js'
import { copyStoredPhoto, recordStoredPhoto } from '../photos/intake.js'
import { findGalleryPhoto, listActivePhotos } from '../photos/queries.js'
import type { Site } from '../sites/service.js'
import { type Answer, announceAnswer, sendTime, writeAnswer } from './answers.js'
import { openersIn } from './first-contacts.js'
import {
  presentFirstContact,
  presentNote,
  presentPerson,
  presentPhotos,
  presentQueueEntry,
} from './presenter.js'
import {
  answersIn,
  countFirstContacts,
  countHeld,
  countQueue,
  deleteClaim,
  deleteExpiredClaim,
  findClaim,
  findConsoleConversation,
  findLanguages,
  findNote,
  findNoteSubject,
  findPerson,
  firstContactMessage,
  insertClaim,
  insertHeldReply,
  isNamedOperator,
  lastMemberMessageAt,
  listFirstContacts,
  listHeldAnswered,
  listHeldReplies,
  listQueue,
  lockOperator,
  messagesSince,
  namesOf,
  type QueueFilter,
  renewClaim,
  spentIn,
  writeNote,
} from './queries.js'
import { dequeueConversation } from './queue.js'
import { type Figures, medianSeconds, tallyAnswers, utcDay } from './stats.js'

type Deps = Pick<AppDeps, 'db' | 'events' | 'sites' | 'storage'>

/** The queue counts its waiting conversations up to this many; more show as "more than". */
const maxCounted = 1000
/** The queue lists this many of the oldest conversations; operators work from the top. */
const queuePageSize = 50
/** The first contacts listed at once, newest first. */
const firstContactsPageSize = 100
/** The messages the console shows of a conversation: the latest ones. */
const conversationMessages = 200

/** The site's openers in a language, one per line as staff keep them; the site's language's when it has none. */
function openersOf(site: Site, language: string): string[] {
  const own = openersIn(site, language)
  return own.length > 0 ? own : openersIn(site, site.domainLanguage)
}

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

/** An operator is held to the profiles that name them; an admin answers every profile. */
function restrictedOperator(staff: StaffMember): number | null {
  return staff.role === 'admin' ? null : staff.user.id
}

/**
 * The operator console (docs/product.md, Staff): members' conversations with fictional profiles wait in a
 * queue; an operator claims one for a lease, answers as the profile through the chat's own message path, and
 * keeps notes. A claim is a row whose primary key is the conversation: of two claims at once, on any number of
 * server processes, exactly one is written.
 */
export class OperatorConsole {
  constructor(private readonly deps: Deps) {}

  async inbox(staff: StaffMember, filter: QueueFilter): Promise<StaffInboxResponse> {
    const { db } = this.deps
    const viewer = { siteIds: staff.siteIds, operatorId: restrictedOperator(staff) }
    const now = Date.now()
    // Mostly an operator holds nothing: then the held conversations are not looked for.
    const holding = countHeld(db, staff.user.id, now).then(async (held) => ({
      held,
      answered: held > 0 ? await listHeldAnswered(db, staff.user.id, now) : [],
    }))
    const [rows, total, { held, answered }] = await Promise.all([
      listQueue(db, viewer, filter, now, queuePageSize),
      countQueue(db, viewer, filter, maxCounted + 1),
      holding,
    ])
    const sites = await this.sitesOf([...rows, ...answered].map((row) => row.site_id))
    const present = (row: (typeof rows)[number]) =>
      presentQueueEntry(row, staff.user.id, sites.get(row.site_id))
    return {
      conversations: rows.map(present),
      held_answered: answered.map(present),
      total,
      held,
      max_held: maxClaims,
    }
  }

  /** The first contacts the profiles sent, newest first, and the last seven days' count. */
  async firstContacts(staff: StaffMember, query: { site?: number }): Promise<FirstContactsResponse> {
    const { db } = this.deps
    const viewer = { siteIds: staff.siteIds, operatorId: restrictedOperator(staff) }
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000
    const [rows, week] = await Promise.all([
      listFirstContacts(db, viewer, query.site, firstContactsPageSize),
      countFirstContacts(db, viewer, query.site, weekAgo),
    ])
    const sites = await this.sitesOf(rows.map((row) => row.site_id))
    return { first_contacts: rows.map((row) => presentFirstContact(row, sites.get(row.site_id))), week }
  }

  private async sitesOf(ids: number[]): Promise<Map<number, Site>> {
    const unique = [...new Set(ids)]
    const sites = await Promise.all(unique.map((id) => this.deps.sites.findById(id)))
    return new Map(sites.flatMap((site) => (site ? [[site.id, site] as const] : [])))
  }

  /** The conversation, if this staff member may answer it: else not found, as if it did not exist. */
  private async answerable(staff: StaffMember, conversationId: number) {
    const conversation = await findConsoleConversation(this.deps.db, conversationId)
    if (
      !conversation ||
      conversation.member_fictional === 1 ||
      !answersTo(staff, conversation.site_id) ||
      !(
        staff.role === 'admin' ||
        (await isNamedOperator(this.deps.db, conversation.fictional_id, staff.user.id))
      )
    )
      throw new AppError('not_found')
    return conversation
  }

  /** Takes the conversation for a lease, or renews the operator's own claim. */
  async claim(staff: StaffMember, conversationId: number): Promise<ClaimResponse> {
    const conversation = await this.answerable(staff, conversationId)
    const now = Date.now()
    const expiresAt = now + claimLeaseMs
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await lockOperator(trx, staff.user.id)
        await deleteExpiredClaim(trx, conversationId, now)
        const current = await findClaim(trx, conversationId)
        if (current?.operator_id === staff.user.id)
          return renewClaim(trx, conversationId, staff.user.id, expiresAt)
        if (current) throw new AppError('conversation_claimed')
        if ((await countHeld(trx, staff.user.id, now)) >= maxClaims)
          throw new AppError('claim_limit', { params: { count: maxClaims } })
        await insertClaim(trx, conversationId, staff.user.id, now, expiresAt)
        await recordAudit(
          trx,
          actorOf(staff),
          {
            action: 'console.claimed',
            siteId: conversation.site_id,
            target: { kind: 'member', id: conversation.member_id },
            after: { conversation: conversationId },
          },
          now,
        )
      })
    } catch (error) {
      if (error instanceof AppError) throw error
      // Another claim was written between our look and our insert: the primary key refused ours.
      if (await this.claimedByOther(conversationId, staff.user.id)) throw new AppError('conversation_claimed')
      throw error
    }
    this.deps.events.publish({ type: 'queue.changed', siteId: conversation.site_id, conversationId })
    return { claim: { conversation_id: conversationId, expires_at: expiresAt } }
  }

  private async claimedByOther(conversationId: number, operatorId: number): Promise<boolean> {
    const claim = await findClaim(this.deps.db, conversationId)
    return claim !== undefined && claim.operator_id !== operatorId
  }

  async release(staff: StaffMember, conversationId: number): Promise<{ released: boolean }> {
    const conversation = await this.answerable(staff, conversationId)
    const released = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await deleteClaim(trx, conversationId, staff.user.id))) return false
      await recordAudit(trx, actorOf(staff), {
        action: 'console.released',
        siteId: conversation.site_id,
        target: { kind: 'member', id: conversation.member_id },
        before: { conversation: conversationId },
      })
      return true
    })
    if (released)
      this.deps.events.publish({ type: 'queue.changed', siteId: conversation.site_id, conversationId })
    return { released }
  }

  /** The operator's live claim on the conversation, or 409: nobody answers what they do not hold. */
  private async heldClaim(staff: StaffMember, conversationId: number) {
    const claim = await findClaim(this.deps.db, conversationId)
    if (claim?.operator_id !== staff.user.id || claim.expires_at <= Date.now())
      throw new AppError('claim_required')
    return claim
  }

  async conversation(
    staff: StaffMember,
    conversationId: number,
    t: TFunction,
  ): Promise<ConsoleConversationResponse> {
    const { db } = this.deps
    const conversation = await this.answerable(staff, conversationId)
    const claim = await this.heldClaim(staff, conversationId)
    const site = await this.deps.sites.findById(conversation.site_id)
    if (!site) throw new AppError('not_found')
    const cdn = site.cdnPrefix
    const [
      member,
      fictional,
      memberPhotos,
      fictionalPhotos,
      languages,
      spent,
      rows,
      memberNote,
      fictionalNote,
      gifts,
      heldReplies,
      firstContact,
    ] = await Promise.all([
      findPerson(db, conversation.member_id),
      findPerson(db, conversation.fictional_id),
      listActivePhotos(db, conversation.member_id),
      listActivePhotos(db, conversation.fictional_id),
      findLanguages(db, conversation.fictional_id),
      spentIn(db, conversationId, conversation.member_id),
      pageOfMessages(db, conversationId, { clearedId: null, since: null }, { size: conversationMessages }),
      findNote(db, conversation.member_id),
      findNote(db, conversation.fictional_id),
      listGifts(db, site.id),
      listHeldReplies(db, conversationId),
      firstContactMessage(db, conversationId),
    ])
    const context = { viewerId: conversation.fictional_id, otherLastRead: null, cdnPrefix: cdn, t }
    return {
      conversation_id: conversationId,
      site_id: conversation.site_id,
      claim: { expires_at: claim.expires_at },
      member: {
        ...presentPerson(member, site, presentPhotos(memberPhotos, cdn)),
        credits: member.credits,
        paid: member.paid_user === 1,
        signup_date: member.signup_date,
        spent_here: spent,
      },
      fictional: { ...presentPerson(fictional, site, presentPhotos(fictionalPhotos, cdn)), languages },
      messages: rows
        .slice(0, conversationMessages)
        .reverse()
        .map((row) => presentMessage(row, context)),
      notes: {
        member: presentNote(conversation.member_id, memberNote),
        fictional: presentNote(conversation.fictional_id, fictionalNote),
      },
      gifts: gifts.map((row) => presentGift(row, site.settings.gift_credits, t)),
      held: heldReplies.map((row) => ({
        id: row.id,
        text: row.body,
        gift_name: row.gift_slug ? giftName(t, row.gift_slug) : null,
        photo_thumb_url: row.photo_thumb ? `${cdn}${row.photo_thumb}` : null,
        send_at: row.send_at,
      })),
      openers: openersOf(site, member.language),
      reply_delay_seconds: site.settings.operator_reply_delay_seconds,
      first_contact_message_id: firstContact,
    }
  }

  /**
   * An answer as the fictional profile, free of charge, through the chat's own message path (realtime frame,
   * push, notification mail, unread badges); the operator who wrote it is kept with it, never shown to
   * members. Needs the operator's live claim, which it renews. With the site's natural delay, an answer
   * written too soon after the member's message is held and sent by a job when its time comes.
   */
  async reply(
    staff: StaffMember,
    input: { conversation: number; text?: string; gift?: number; photo?: number },
    t: TFunction,
  ): Promise<StaffReplyResponse> {
    const conversation = await this.answerable(staff, input.conversation)
    await this.heldClaim(staff, input.conversation)
    if (conversation.member_status !== 'active') throw new AppError('not_found')
    const site = await this.deps.sites.findById(conversation.site_id)
    if (!site) throw new AppError('not_found')
    const outgoing = await this.outgoing(site, conversation.fictional_id, input)
    if (outgoing.kind !== 'photo') return this.answer(staff, site, conversation, outgoing, t)
    return recordStoredPhoto(this.deps.storage, outgoing.photo, () =>
      this.answer(staff, site, conversation, outgoing, t),
    )
  }

  private async answer(
    staff: StaffMember,
    site: Site,
    conversation: { id: number; site_id: number; fictional_id: number; member_id: number },
    outgoing: Outgoing,
    t: TFunction,
  ): Promise<StaffReplyResponse> {
    const now = Date.now()
    const lastMemberMessage = await lastMemberMessageAt(this.deps.db, conversation.id, conversation.member_id)
    const sendAt = sendTime(lastMemberMessage, site.settings.operator_reply_delay_seconds, now)
    const held = sendAt > now
    const sent = await this.deps.db.transaction().execute(async (trx) => {
      const answer: Answer = {
        conversationId: conversation.id,
        siteId: conversation.site_id,
        fictionalId: conversation.fictional_id,
        memberId: conversation.member_id,
        operatorId: staff.user.id,
        kind: outgoing.kind,
        body: outgoing.kind === 'photo' ? null : outgoing.text,
        giftId: outgoing.kind === 'gift' ? outgoing.gift.id : null,
        photoId:
          outgoing.kind === 'photo'
            ? await insertChatPhoto(trx, conversation.fictional_id, outgoing.photo, now)
            : null,
      }
      const messageId = held ? null : await writeAnswer(trx, answer, now)
      if (held) await insertHeldReply(trx, answer, sendAt, now)
      await dequeueConversation(trx, conversation.id)
      await renewClaim(trx, conversation.id, staff.user.id, now + claimLeaseMs)
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'console.replied',
          siteId: conversation.site_id,
          target: { kind: 'member', id: conversation.member_id },
          after: { conversation: conversation.id, message: messageId, send_at: held ? sendAt : null },
        },
        now,
      )
      if (messageId === null) return { answer, messageId, message: null }
      const sentAs = {
        id: messageId,
        conversationId: conversation.id,
        senderId: conversation.fictional_id,
        now,
      }
      return { answer, messageId, message: presentSentMessage(site, sentAs, contentOf(outgoing), t) }
    })
    if (sent.messageId === null)
      this.deps.events.publish({
        type: 'queue.changed',
        siteId: conversation.site_id,
        conversationId: conversation.id,
      })
    else announceAnswer(this.deps.events, sent.answer, sent.messageId)
    return { message: sent.message, send_at: held ? sendAt : null }
  }

  /**
   * A text or gift as a member's message is checked, or a copy of a photo of the profile's own gallery:
   * checked (and the copy stored) before anything is written. A private photo may be sent too: sending it is
   * showing it to this one member, as a member who sends a photo does (decision 0019).
   */
  private async outgoing(
    site: Site,
    fictionalId: number,
    input: { text?: string; gift?: number; photo?: number },
  ): Promise<Outgoing> {
    if (input.photo !== undefined) {
      const source = await findGalleryPhoto(this.deps.db, fictionalId, input.photo)
      if (!source)
        throw new AppError('validation_failed', { field: 'photo', messageKey: replyErrors.photoNotInGallery })
      const photo = await copyStoredPhoto(this.deps.storage, {
        filename: source.filename,
        thumbFilename: source.thumb_filename,
        width: source.width,
        height: source.height,
      })
      return { kind: 'photo', photo }
    }
    return checkOutgoing(this.deps.db, site, input)
  }

  /**
   * Operators' figures per day (UTC) over a period of at most 92 days, and their profiles': an admin sees every
   * operator of their sites, an operator their own.
   */
  async stats(
    staff: StaffMember,
    query: { from?: string; to?: string; site?: number },
  ): Promise<OperatorStatsResponse> {
    const dayMs = 24 * 60 * 60 * 1000
    const to = query.to ?? utcDay(Date.now())
    const from = query.from ?? utcDay(Date.parse(`${to}T00:00:00Z`) - 6 * dayMs)
    const range = { from: Date.parse(`${from}T00:00:00Z`), to: Date.parse(`${to}T00:00:00Z`) + dayMs }
    if (Number.isNaN(range.from) || Number.isNaN(range.to) || range.to - range.from > maxStatsDays * dayMs)
      throw new AppError('validation_failed', { field: 'from', messageKey: statsErrors.range })
    const operatorId = staff.role === 'admin' ? null : staff.user.id
    const { db } = this.deps
    const conversations = await answersIn(db, range, { siteIds: staff.siteIds, site: query.site, operatorId })
    // A week before the period: the member's wait may have begun before it.
    const messages = await messagesSince(
      db,
      conversations.map((row) => row.conversation_id),
      range.from - 7 * dayMs,
    )
    const tally = tallyAnswers(messages, range, operatorId)
    const ids = [...tally.byOperator.keys(), ...tally.byProfile.keys()].map((key) =>
      Number(key.split('|')[0]),
    )
    const names = new Map((await namesOf(db, [...new Set(ids)])).map((row) => [row.id, row]))
    const rows = <T>(map: Map<string, Figures>, who: (id: number) => T) =>
      [...map.entries()]
        .map(([key, figures]) => {
          const [id, day] = key.split('|') as [string, string]
          return {
            ...who(Number(id)),
            day,
            conversations: figures.conversations.size,
            messages: figures.messages,
            median_answer_seconds: medianSeconds(figures.answerTimes),
            replies: figures.replies,
            credits: figures.credits,
          }
        })
        .sort((a, b) => a.day.localeCompare(b.day))
    return {
      from,
      to,
      operators: rows(tally.byOperator, (id) => ({ operator_id: id, email: names.get(id)?.email ?? '' })),
      profiles: rows(tally.byProfile, (id) => ({ profile_id: id, name: names.get(id)?.name ?? '' })),
    }
  }

  private async noteSubject(staff: StaffMember, subjectId: number) {
    const subject = await findNoteSubject(this.deps.db, subjectId)
    if (!subject || !answersTo(staff, subject.site_id)) throw new AppError('not_found')
    return subject
  }

  async note(staff: StaffMember, subjectId: number): Promise<NotesResponse> {
    await this.noteSubject(staff, subjectId)
    return { note: presentNote(subjectId, await findNote(this.deps.db, subjectId)) }
  }

  async writeNote(staff: StaffMember, input: { subject: number; body: string }): Promise<NotesResponse> {
    const subject = await this.noteSubject(staff, input.subject)
    const body = input.body.trim()
    const before = await findNote(this.deps.db, subject.id)
    if ((before?.body ?? '') === body) return { note: presentNote(subject.id, before) }
    await this.deps.db.transaction().execute(async (trx) => {
      await writeNote(trx, subject.id, body, staff.user.id, Date.now())
      await recordAudit(trx, actorOf(staff), {
        action: 'note.changed',
        siteId: subject.site_id,
        target: { kind: 'member', id: subject.id },
        before: { note: before?.body ?? '' },
        after: { note: body },
      })
    })
    return this.note(staff, subject.id)
  }
}
