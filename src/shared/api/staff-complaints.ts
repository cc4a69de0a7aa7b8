import { z } from 'zod'
import { complaintReasons, complaintStatuses, complaintSubjects, staffComplaint } from './complaints.js'

/**
 * The back-office's complaints desk (docs/product.md, Complaints desk): the list with its filters, one
 * complaint with its history, assignment, internal notes, answers mailed to the complainant and actions on
 * the member a report is about.
 */
const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

export const complaintAnswerMin = 20
export const complaintAnswerMax = 5000
export const complaintNoteMax = 2000
export const memberWarningMin = 10
export const memberWarningMax = 1000
export const disableReasonMax = 500

export const complaintDeskErrors = {
  noteEmpty: 'staff.errors.complaint_note_empty',
  answerTooShort: 'staff.errors.complaint_answer_too_short',
  answerTooLong: 'staff.errors.complaint_answer_too_long',
  warningLength: 'staff.errors.complaint_warning_length',
  reasonEmpty: 'staff.errors.complaint_reason_empty',
  notAboutMember: 'staff.errors.complaint_not_about_member',
} as const

/** "me": assigned to the caller, "nobody": not assigned; left out: whoever. */
export const complaintAssignedFilters = ['me', 'nobody'] as const

/** GET /api/staff/complaints.php: the complaints of the caller's sites, open first, newest first within. */
export const staffComplaintsQuery = z
  .object({
    site: queryId.optional(),
    status: z.enum(complaintStatuses).optional(),
    assigned: z.enum(complaintAssignedFilters).optional(),
    reason: z.enum(complaintReasons).optional(),
    subject_type: z.enum(complaintSubjects).optional(),
  })
  .strict()
export type StaffComplaintsQuery = z.infer<typeof staffComplaintsQuery>

const person = z.object({ id: z.number().int(), name: z.string() })

/** A complaint as the desk lists it: its site, who handles it and who it is about. */
export const deskComplaint = staffComplaint
  .extend({
    site_id: z.number().int(),
    assignee: person.nullable(),
    /** The member concerned: the member reported, or the member of the payment; null for other subjects. */
    subject_member: person.nullable(),
    answered_at: z.string().nullable().describe('ISO 8601'),
    closed_at: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ id: 'DeskComplaint' })
export type DeskComplaint = z.infer<typeof deskComplaint>

export const deskComplaintsResponse = z.object({ complaints: z.array(deskComplaint) })
export type DeskComplaintsResponse = z.infer<typeof deskComplaintsResponse>

/** note: staff only; answer: mailed to the complainant; warning and disabled: actions on the member. */
export const complaintEntryKinds = ['note', 'answer', 'warning', 'disabled'] as const
export type ComplaintEntryKind = (typeof complaintEntryKinds)[number]

export const complaintEntry = z.object({
  id: z.number().int(),
  kind: z.enum(complaintEntryKinds),
  text: z.string(),
  staff: person.nullable(),
  created_at: z.string().describe('ISO 8601'),
})
export type ComplaintEntry = z.infer<typeof complaintEntry>

/** GET /api/staff/complaint.php?id=: one complaint with its history, oldest first. */
export const staffComplaintQuery = z.object({ id: queryId }).strict()

export const complaintPageResponse = z.object({
  complaint: deskComplaint,
  entries: z.array(complaintEntry),
})
export type ComplaintPageResponse = z.infer<typeof complaintPageResponse>

/** PUT /api/staff/complaint-assignee.php: take a complaint ("me") or give it back ("nobody"). */
export const complaintAssigneeInput = z.object({ id, assignee: z.enum(['me', 'nobody']) }).strict()
export type ComplaintAssigneeInput = z.infer<typeof complaintAssigneeInput>

/** POST /api/staff/complaint-note.php: an internal note, never shown to the complainant. */
export const complaintNoteInput = z
  .object({
    id,
    text: z.string().trim().min(1, complaintDeskErrors.noteEmpty).max(complaintNoteMax),
  })
  .strict()
export type ComplaintNoteInput = z.infer<typeof complaintNoteInput>

/** POST /api/staff/complaint-answer.php: mailed to the complainant in their language, kept in the history. */
export const complaintAnswerInput = z
  .object({
    id,
    text: z
      .string()
      .trim()
      .min(complaintAnswerMin, complaintDeskErrors.answerTooShort)
      .max(complaintAnswerMax, complaintDeskErrors.answerTooLong),
  })
  .strict()
export type ComplaintAnswerInput = z.infer<typeof complaintAnswerInput>

/**
 * POST /api/staff/complaint-action.php, on the member a report is about: `warn` shows the text to the member
 * until they confirm reading it; `disable` disables the account with a reason (support and admin).
 */
export const complaintActionInput = z.discriminatedUnion('action', [
  z
    .object({
      id,
      action: z.literal('warn'),
      text: z
        .string()
        .trim()
        .min(memberWarningMin, complaintDeskErrors.warningLength)
        .max(memberWarningMax, complaintDeskErrors.warningLength),
    })
    .strict(),
  z
    .object({
      id,
      action: z.literal('disable'),
      reason: z.string().trim().min(1, complaintDeskErrors.reasonEmpty).max(disableReasonMax),
    })
    .strict(),
])
export type ComplaintActionInput = z.infer<typeof complaintActionInput>
