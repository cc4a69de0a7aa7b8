import { z } from 'zod'

/** What a complaint is about: a member profile, one of the complainant's own payments, or anything else. */
export const complaintSubjects = ['member', 'payment', 'other'] as const
export type ComplaintSubject = (typeof complaintSubjects)[number]

export const complaintReasons = [
  'fake_profile',
  'harassment',
  'inappropriate_content',
  'underage',
  'payment_problem',
  'unexpected_charge',
  'technical_problem',
  'privacy',
  'other',
] as const
export type ComplaintReason = (typeof complaintReasons)[number]

export const complaintTextMax = 4000
export const complaintTextMin = 10

/**
 * POST /api/complaints.php (members and visitors). A visitor gives an e-mail address (and name) for the
 * acknowledgement; a member's own address is used. subject_id is the member id or the member's own
 * payment id; required for 'member' and 'payment', absent for 'other'.
 */
export const complaintInput = z
  .object({
    subject_type: z.enum(complaintSubjects),
    subject_id: z.number().int().positive().max(2_147_483_647).optional(),
    reason: z.enum(complaintReasons),
    text: z
      .string()
      .trim()
      .refine((value) => value.length >= complaintTextMin, {
        message: 'complaints.errors.text_too_short',
        params: { min: complaintTextMin },
      })
      .pipe(z.string().max(complaintTextMax)),
    email: z.string().trim().max(254).optional(),
    name: z.string().trim().max(60).optional(),
  })
  .strict()
export type ComplaintInput = z.infer<typeof complaintInput>

/** Where a complaint stands: staff take it in progress, answering marks it answered, then it is closed. */
export const complaintStatuses = ['open', 'in_progress', 'answered', 'closed'] as const
export type ComplaintStatus = (typeof complaintStatuses)[number]

export const complaint = z
  .object({
    id: z.number().int(),
    /** The number the complainant quotes, e.g. "C-000042". */
    reference: z.string().describe('The number the complainant quotes, e.g. "C-000042"'),
    subject_type: z.enum(complaintSubjects),
    subject_id: z.number().int().nullable(),
    reason: z.enum(complaintReasons),
    text: z.string(),
    status: z.enum(complaintStatuses),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Complaint' })
export type Complaint = z.infer<typeof complaint>

/** POST /api/complaints.php answers 201 with the stored complaint. */
export const complaintResponse = z.object({
  complaint,
  /** Whether the acknowledgement mail went out; the complaint is stored either way. */
  acknowledged: z
    .boolean()
    .describe('Whether the acknowledgement mail went out; the complaint is stored either way'),
})
export type ComplaintResponse = z.infer<typeof complaintResponse>

/** A complaint as the site's staff see it: with who filed it, so that they can answer. */
export const staffComplaint = complaint
  .extend({
    complainant: z.object({
      /** Null for a visitor. */
      member_id: z.number().int().nullable().describe('Null for a visitor'),
      email: z.string().nullable(),
      name: z.string().nullable(),
      language: z.string().nullable(),
    }),
  })
  .meta({ id: 'StaffComplaint' })
export type StaffComplaint = z.infer<typeof staffComplaint>

/** GET /api/complaints.php (members): the member's own complaints, newest first. */
export const complaintsResponse = z.object({ complaints: z.array(complaint) })
export type ComplaintsResponse = z.infer<typeof complaintsResponse>

/** PUT /api/staff/complaints.php: staff move a complaint of their site on. */
export const complaintStatusInput = z
  .object({ id: z.number().int().positive().max(2_147_483_647), status: z.enum(['in_progress', 'closed']) })
  .strict()
