import { randomUUID } from 'node:crypto'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { accountErrors } from '#shared/api/account.js'
import type {
  MemberAction,
  StaffConversationsResponse,
  StaffMemberChange,
  StaffMemberResponse,
  StaffMembersFilter,
  StaffMembersResponse,
  StaffMessagesResponse,
} from '#shared/api/staff.js'
import { staffPageSize } from '#shared/api/staff.js'
import { eraseAccount, removePhotoFiles } from '../account/erase-deleted-accounts.js'
import { markUserDeleted, updateProfileSearchable } from '../account/queries.js'
import { type Actor, changedValues, recordAudit } from '../audit/record.js'
import { answersTo, isStaffRole, type StaffMember } from '../auth/policy.js'
import { endAllSessions } from '../auth/sessions.js'
import { adjust } from '../credits/ledger.js'
import { balanceOf } from '../credits/queries.js'
import { lockMembers } from '../members/queries.js'
import { isSearchable } from '../profile/visibility.js'
import { presentMemberPage, presentMemberRow } from './presenter.js'
import {
  countConversations,
  countPushDevices,
  findConversationOf,
  findMemberAccount,
  listCdnPrefixes,
  listComplaints,
  listConversationMessages,
  listConversations,
  listLedger,
  listLogins,
  listMemberPhotos,
  listNotificationSettings,
  listPayments,
  listSessions,
  searchMembers,
  updateAccount,
  updateProfileFields,
} from './queries.js'
import { parseSearchTerm } from './search-term.js'

type Deps = Pick<AppDeps, 'db' | 'events' | 'accounts' | 'sites' | 'siteUrl' | 'storage'>

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

const flag = (value: 'yes' | 'no' | undefined) => (value === undefined ? undefined : value === 'yes')

/** What each role may change on a member's page; the admin may change everything. */
const changeableBy: Record<string, ReadonlySet<string>> = {
  support: new Set(['status', 'reason', 'name', 'city', 'about_me', 'email']),
  moderator: new Set(['name', 'city', 'about_me']),
}
const actionsBy: Record<string, ReadonlySet<MemberAction>> = {
  support: new Set(['end_sessions', 'resend_activation', 'send_password_reset']),
}

/**
 * The back-office's members desk (docs/product.md, Staff): find members, see everything about one, and
 * act on them. Every change writes its audit row in its own transaction.
 */
export class StaffMembers {
  constructor(private readonly deps: Deps) {}

  async search(staff: StaffMember, query: StaffMembersFilter): Promise<StaffMembersResponse> {
    const rows = await searchMembers(this.deps.db, {
      term: parseSearchTerm(query.q),
      siteIds: staff.siteIds,
      site: query.site,
      status: query.status,
      paid: flag(query.paid),
      fictional: flag(query.fictional),
      sort: query.sort,
      offset: (query.page - 1) * staffPageSize,
      limit: staffPageSize,
    })
    const cdnPrefixes = await this.cdnPrefixes(rows.map((row) => row.site_id))
    return {
      members: rows.slice(0, staffPageSize).map((row) => presentMemberRow(row, cdnPrefixes)),
      page: query.page,
      has_more: rows.length > staffPageSize,
    }
  }

  private async cdnPrefixes(siteIds: number[]): Promise<Map<number, string>> {
    const rows = await listCdnPrefixes(this.deps.db, [...new Set(siteIds)])
    return new Map(rows.map((row) => [row.id, row.cdn_prefix]))
  }

  /** A member of a site the staff member answers to; anything else is not found. */
  private async account(staff: StaffMember, id: number) {
    const account = await findMemberAccount(this.deps.db, id)
    if (!account || !answersTo(staff, account.site_id)) throw new AppError('not_found')
    return account
  }

  async page(staff: StaffMember, id: number): Promise<StaffMemberResponse> {
    const { db } = this.deps
    const account = await this.account(staff, id)
    const [
      photos,
      ledger,
      payments,
      conversations,
      sessions,
      logins,
      notifications,
      pushDevices,
      complaints,
    ] = await Promise.all([
      listMemberPhotos(db, id),
      listLedger(db, id, 500),
      listPayments(db, id, 200),
      countConversations(db, id),
      listSessions(db, id),
      listLogins(db, account.site_id, account.email, 50),
      listNotificationSettings(db, id),
      countPushDevices(db, id),
      listComplaints(db, id),
    ])
    const cdnPrefixes = await this.cdnPrefixes([account.site_id])
    return presentMemberPage(
      {
        account,
        photos,
        ledger,
        payments,
        conversations,
        sessions,
        logins,
        notifications,
        pushDevices,
        complaints,
      },
      cdnPrefixes,
    )
  }

  /** The member's conversations, without a word of their messages. */
  async conversations(staff: StaffMember, memberId: number): Promise<StaffConversationsResponse> {
    await this.account(staff, memberId)
    const rows = await listConversations(this.deps.db, memberId)
    return {
      conversations: rows.map((row) => ({
        id: row.id,
        other: { id: row.other_id, name: row.other_name, fictional: row.other_fictional === 1 },
        messages: Number(row.messages ?? 0),
        last_message_at: row.last_message_at,
      })),
    }
  }

  /** A conversation's messages, read for a reason that the audit log keeps with who read them and when. */
  async messages(
    staff: StaffMember,
    input: { member: number; conversation: number; reason: string },
  ): Promise<StaffMessagesResponse> {
    const { db } = this.deps
    const account = await this.account(staff, input.member)
    if (!(await findConversationOf(db, account.id, input.conversation))) throw new AppError('not_found')
    await db.transaction().execute((trx) =>
      recordAudit(trx, actorOf(staff), {
        action: 'member.messages_read',
        siteId: account.site_id,
        target: { kind: 'member', id: account.id },
        reason: input.reason,
        after: { conversation: input.conversation },
      }),
    )
    const rows = await listConversationMessages(db, account.id, input.conversation, 500)
    const cdnPrefix = (await this.cdnPrefixes([account.site_id])).get(account.site_id) ?? '/cdn/'
    return {
      messages: rows.map((row) => ({
        id: row.id,
        sender_id: row.sender_id,
        kind: row.kind,
        text: row.body,
        photo_url: row.photo_filename ? `${cdnPrefix}${row.photo_filename}` : null,
        gift: row.gift,
        created_at: row.created_at,
      })),
    }
  }

  async change(staff: StaffMember, input: StaffMemberChange): Promise<StaffMemberResponse> {
    const { id, reason, ...changes } = input
    this.mayChange(staff, input)
    const account = await this.account(staff, id)
    if (account.role !== 'member' && !mayManageStaff(staff)) throw new AppError('forbidden')
    if (changes.role !== undefined && account.id === staff.user.id) throw new AppError('forbidden')
    // A staff role without sites answers to every site: only an admin who does may give or take one.
    if (changes.role !== undefined && staff.siteIds !== null) throw new AppError('forbidden')
    const now = Date.now()
    const accountChanges = {
      status: changes.status === undefined ? undefined : this.statusFor(changes.status, account),
      role: changes.role,
      email: changes.email,
    }
    const profileChanges = { name: changes.name, city: changes.city, about_me: changes.about_me }
    const accountDiff = changedValues(account, accountChanges)
    const profileDiff = changedValues(account, profileChanges)
    if (profileDiff.changed && account.profile_id === null) throw new AppError('not_found')
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await lockMembers(trx, [id])
        if (accountDiff.changed) await updateAccount(trx, id, accountDiff.after, now)
        if (profileDiff.changed) await updateProfileFields(trx, id, profileDiff.after, now)
        if (accountDiff.after.status !== undefined && account.profile_id !== null)
          await updateProfileSearchable(
            trx,
            id,
            isSearchable(String(accountDiff.after.status), account.invisible),
          )
        if (!accountDiff.changed && !profileDiff.changed) return
        await recordAudit(
          trx,
          actorOf(staff),
          {
            action: auditActionOf(accountDiff.after),
            siteId: account.site_id,
            target: { kind: 'member', id },
            reason: reason ?? null,
            before: { ...accountDiff.before, ...profileDiff.before },
            after: { ...accountDiff.after, ...profileDiff.after },
          },
          now,
        )
      })
      .catch(refuseTakenEmail)
    if (accountDiff.after.status === 'disabled' || accountDiff.after.role !== undefined) await this.logOut(id)
    return this.page(staff, id)
  }

  private mayChange(staff: StaffMember, input: StaffMemberChange) {
    if (staff.role === 'admin') return
    const allowed = changeableBy[staff.role]
    const asked = Object.keys(input).filter((key) => key !== 'id')
    if (!allowed || asked.some((key) => !allowed.has(key))) throw new AppError('forbidden')
  }

  /** Enabling gives back the state the account had before: active, or waiting for its confirmation. */
  private statusFor(wanted: 'active' | 'disabled', account: { status: string; activated_at: number | null }) {
    if (account.status === 'erased' || account.status === 'deleted') throw new AppError('forbidden')
    if (wanted === 'disabled') return 'disabled'
    return account.activated_at === null ? 'not_confirmed' : 'active'
  }

  private async logOut(userId: number) {
    await endAllSessions(this.deps.db, userId)
    this.deps.events.publish({ type: 'sessions.ended', userId })
  }

  /**
   * A correction of the balance, up or down, as a ledger `adjustment` with the staff member's reason; the
   * balance never goes below zero.
   */
  async correctCredits(staff: StaffMember, input: { member: number; amount: number; reason: string }) {
    if (staff.role !== 'admin' && staff.role !== 'support') throw new AppError('forbidden')
    const account = await this.account(staff, input.member)
    const now = Date.now()
    const credits = await this.deps.db.transaction().execute(async (trx) => {
      await lockMembers(trx, [account.id])
      const before = await balanceOf(trx, account.id)
      const entry = {
        userId: account.id,
        amount: Math.abs(input.amount),
        reason: 'staff_correction',
        reference: `staff:${staff.user.id}`,
        key: `adjustment:${account.id}:${randomUUID()}`,
        now,
      }
      const after = await adjust(trx, entry, input.amount > 0 ? 'up' : 'down')
      if (after === undefined)
        throw new AppError('validation_failed', {
          field: 'amount',
          messageKey: 'staff.errors.below_zero',
          params: { credits: before },
        })
      await recordAudit(
        trx,
        actorOf(staff),
        {
          action: 'member.credits',
          siteId: account.site_id,
          target: { kind: 'member', id: account.id },
          reason: input.reason,
          before: { credits: before },
          after: { credits: after },
        },
        now,
      )
      return after
    })
    this.deps.events.publish({ type: 'credits.changed', userId: account.id })
    return { credits }
  }

  async act(staff: StaffMember, input: { id: number; action: MemberAction }): Promise<StaffMemberResponse> {
    if (staff.role !== 'admin' && !actionsBy[staff.role]?.has(input.action)) throw new AppError('forbidden')
    const account = await this.account(staff, input.id)
    if (account.role !== 'member' && !mayManageStaff(staff)) throw new AppError('forbidden')
    await this.perform(staff, account, input.action)
    return this.page(staff, input.id)
  }

  private async perform(
    staff: StaffMember,
    account: { id: number; site_id: number; email: string; status: string; role: string; paid_user: number },
    action: MemberAction,
  ) {
    const { db, storage } = this.deps
    const now = Date.now()
    const audit =
      (before: Record<string, unknown> | null = null, after: Record<string, unknown> | null = null) =>
      (trx: typeof db) =>
        recordAudit(
          trx,
          actorOf(staff),
          {
            action: `member.${action}`,
            siteId: account.site_id,
            target: { kind: 'member', id: account.id },
            before,
            after,
          },
          now,
        )
    const site = await this.deps.sites.findById(account.site_id)
    if (!site) throw new AppError('not_found')
    const mailFacts = { site, baseUrl: this.deps.siteUrl(site) }
    switch (action) {
      case 'end_sessions':
        await db.transaction().execute(async (trx) => {
          await endAllSessions(trx, account.id)
          await audit()(trx)
        })
        return this.deps.events.publish({ type: 'sessions.ended', userId: account.id })
      case 'resend_activation':
        if (account.status !== 'not_confirmed') throw conflict('staff.errors.already_active')
        // Mailed first: the audit log never records a mail that did not go.
        await this.deps.accounts.sendActivationLink(account.id, mailFacts)
        return db.transaction().execute(audit())
      case 'send_password_reset':
        if (account.status === 'erased' || account.status === 'disabled')
          throw conflict('staff.errors.not_possible')
        await this.deps.accounts.sendPasswordResetLink(account.id, mailFacts)
        return db.transaction().execute(audit())
      case 'grant_premium':
        if (account.paid_user === 1) return
        return db.transaction().execute(async (trx) => {
          await updateAccount(trx, account.id, { paid_user: 1 }, now)
          await audit({ paid_user: false }, { paid_user: true })(trx)
        })
      case 'delete':
        if (account.status === 'deleted' || account.status === 'erased')
          throw conflict('staff.errors.not_possible')
        await db.transaction().execute(async (trx) => {
          await markUserDeleted(trx, account.id, { reason: 'staff', remarks: null, now })
          await updateProfileSearchable(trx, account.id, false)
          await audit({ status: account.status }, { status: 'deleted' })(trx)
        })
        return this.logOut(account.id)
      case 'erase': {
        if (account.status === 'erased') throw conflict('staff.errors.not_possible')
        if (isStaffRole(account.role)) throw new AppError('forbidden')
        const files = await db.transaction().execute(async (trx) => {
          const erased = await eraseAccount(trx, account, now)
          await audit({ status: account.status }, { status: 'erased' })(trx)
          return erased
        })
        await removePhotoFiles(storage, files)
        return this.logOut(account.id)
      }
    }
  }
}

/**
 * Staff accounts are managed by an admin of every site alone: one restricted to some sites could otherwise
 * disable or edit a colleague who answers to sites they do not.
 */
function mayManageStaff(staff: StaffMember): boolean {
  return staff.role === 'admin' && staff.siteIds === null
}

function conflict(messageKey: string) {
  return new AppError('validation_failed', { field: 'action', messageKey })
}

function auditActionOf(after: Record<string, unknown>): string {
  if (after.status === 'disabled') return 'member.disabled'
  if (after.status !== undefined) return 'member.enabled'
  if (after.role !== undefined) return 'member.role'
  return 'member.edited'
}

function refuseTakenEmail(error: unknown): never {
  const text = String((error as { message?: string })?.message ?? '')
  if (/unique|duplicate/i.test(text))
    throw new AppError('email_taken', { field: 'email', messageKey: accountErrors.emailTaken })
  throw error
}
