import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import type { ComplaintStatus } from '#shared/api/complaints.js'
import {
  type ComplaintActionInput,
  type ComplaintAssigneeInput,
  type ComplaintPageResponse,
  complaintDeskErrors,
  type DeskComplaint,
  type DeskComplaintsResponse,
  type StaffComplaintsQuery,
} from '#shared/api/staff-complaints.js'
import { type Actor, recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { complaintReference } from '../complaints/presenter.js'
import { StaffMembers } from '../staff-members/service.js'
import { sendAnswer } from './mail.js'
import { presentDeskComplaint, presentEntry, subjectMemberId } from './presenter.js'
import {
  type DeskRow,
  findDeskComplaint,
  insertEntry,
  insertWarning,
  listDeskComplaints,
  listEntries,
  memberNames,
  updateComplaint,
} from './queries.js'

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'events' | 'accounts' | 'sites' | 'siteUrl' | 'storage'>
type Trx = AppDeps['db']

function actorOf(staff: StaffMember): Actor {
  return { staffId: staff.user.id, ip: staff.ip }
}

/** Only a status staff set by hand; answering sets `answered`, and nothing sets a complaint open again. */
type SettableStatus = Exclude<ComplaintStatus, 'open' | 'answered'>

/**
 * The complaints desk (docs/product.md, Complaints desk): every change to a complaint, its history or the
 * member it is about writes its audit row in the same transaction.
 */
export class ComplaintDesk {
  private readonly members: StaffMembers

  constructor(private readonly deps: Deps) {
    this.members = new StaffMembers(deps)
  }

  async list(staff: StaffMember, query: StaffComplaintsQuery): Promise<DeskComplaintsResponse> {
    const { assigned, ...filter } = query
    const assignee = assigned === 'me' ? staff.user.id : assigned === 'nobody' ? null : undefined
    const rows = await listDeskComplaints(this.deps.db, { ...filter, siteIds: staff.siteIds, assignee })
    const names = await memberNames(this.deps.db, rows.map(subjectMemberId).filter(isId))
    return { complaints: rows.map((row) => presentDeskComplaint(row, names)) }
  }

  async page(staff: StaffMember, id: number): Promise<ComplaintPageResponse> {
    const row = await this.complaint(staff, id)
    const [complaint, entries] = await Promise.all([this.present(row), listEntries(this.deps.db, id)])
    return { complaint, entries: entries.map(presentEntry) }
  }

  async setStatus(staff: StaffMember, input: { id: number; status: SettableStatus }): Promise<DeskComplaint> {
    const row = await this.complaint(staff, input.id)
    if (row.status !== input.status)
      await this.change(
        staff,
        row,
        'complaint.status',
        { status: row.status },
        { status: input.status },
        (trx) =>
          updateComplaint(trx, row.id, {
            status: input.status,
            closed_at: input.status === 'closed' ? Date.now() : null,
          }),
      )
    return this.present(await this.complaint(staff, input.id))
  }

  async assign(staff: StaffMember, input: ComplaintAssigneeInput): Promise<ComplaintPageResponse> {
    const row = await this.complaint(staff, input.id)
    const assignee = input.assignee === 'me' ? staff.user.id : null
    if (row.assignee_id !== assignee)
      await this.change(staff, row, 'complaint.assign', { assignee: row.assignee_id }, { assignee }, (trx) =>
        updateComplaint(trx, row.id, { assignee_id: assignee }),
      )
    return this.page(staff, input.id)
  }

  async note(staff: StaffMember, input: { id: number; text: string }): Promise<ComplaintPageResponse> {
    const row = await this.complaint(staff, input.id)
    await this.change(staff, row, 'complaint.note', null, { note: input.text }, (trx, now) =>
      insertEntry(trx, { complaintId: row.id, staffId: staff.user.id, kind: 'note', body: input.text, now }),
    )
    return this.page(staff, input.id)
  }

  /** Mailed first: the history never shows an answer that did not go out. */
  async answer(staff: StaffMember, input: { id: number; text: string }): Promise<ComplaintPageResponse> {
    const row = await this.complaint(staff, input.id)
    const site = await this.deps.sites.findById(row.site_id)
    if (!site || !row.email) throw new AppError('not_found')
    await sendAnswer(this.deps.mailer, { site, baseUrl: this.deps.siteUrl(site) }, row, input.text)
    await this.change(
      staff,
      row,
      'complaint.answer',
      { status: row.status },
      { status: 'answered' },
      async (trx, now) => {
        await insertEntry(trx, {
          complaintId: row.id,
          staffId: staff.user.id,
          kind: 'answer',
          body: input.text,
          now,
        })
        await updateComplaint(trx, row.id, { status: 'answered', answered_at: now })
      },
    )
    return this.page(staff, input.id)
  }

  async act(staff: StaffMember, input: ComplaintActionInput): Promise<ComplaintPageResponse> {
    const row = await this.complaint(staff, input.id)
    const memberId = row.subject_type === 'member' ? row.subject_id : null
    if (memberId === null)
      throw new AppError('validation_failed', {
        field: 'action',
        messageKey: complaintDeskErrors.notAboutMember,
      })
    if (input.action === 'warn') {
      await this.change(
        staff,
        row,
        'complaint.warn',
        null,
        { member: memberId, text: input.text },
        async (trx, now) => {
          const entry = { staffId: staff.user.id, body: input.text, now }
          await insertWarning(trx, { ...entry, siteId: row.site_id, userId: memberId, complaintId: row.id })
          await insertEntry(trx, { ...entry, complaintId: row.id, kind: 'warning' })
        },
      )
      return this.page(staff, input.id)
    }
    // The members desk's own change: its role rules, its audit row, and the member logged out at once.
    const reason = `${complaintReference(row.id)}: ${input.reason}`
    await this.members.change(staff, { id: memberId, status: 'disabled', reason })
    await this.change(
      staff,
      row,
      'complaint.disable',
      null,
      { member: memberId, reason: input.reason },
      (trx, now) =>
        insertEntry(trx, {
          complaintId: row.id,
          staffId: staff.user.id,
          kind: 'disabled',
          body: input.reason,
          now,
        }),
    )
    return this.page(staff, input.id)
  }

  /** A complaint of a site the staff member answers to; anything else is not found. */
  private async complaint(staff: StaffMember, id: number): Promise<DeskRow> {
    const row = await findDeskComplaint(this.deps.db, id)
    if (!row || !answersTo(staff, row.site_id)) throw new AppError('not_found')
    return row
  }

  private async present(row: DeskRow): Promise<DeskComplaint> {
    const subject = subjectMemberId(row)
    return presentDeskComplaint(row, await memberNames(this.deps.db, subject === null ? [] : [subject]))
  }

  /** One change and its audit row, in one transaction. */
  private async change(
    staff: StaffMember,
    row: DeskRow,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    write: (trx: Trx, now: number) => Promise<void>,
  ) {
    const now = Date.now()
    await this.deps.db.transaction().execute(async (trx) => {
      await write(trx, now)
      await recordAudit(
        trx,
        actorOf(staff),
        { action, siteId: row.site_id, target: { kind: 'complaint', id: row.id }, before, after },
        now,
      )
    })
  }
}

function isId(value: number | null): value is number {
  return value !== null
}
