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

export interface Complaint {
  id: number
  /** The number the complainant quotes, e.g. "C-000042". */
  reference: string
  subject_type: ComplaintSubject
  subject_id: number | null
  reason: ComplaintReason
  text: string
  status: 'open' | 'in_progress' | 'closed'
  created_at: string
}

export interface ComplaintResponse {
  complaint: Complaint
  /** Whether the acknowledgement mail went out; the complaint is stored either way. */
  acknowledged: boolean
}

/** A complaint as the site's staff see it: with who filed it, so that they can answer. */
export interface StaffComplaint extends Complaint {
  complainant: {
    /** Null for a visitor. */
    member_id: number | null
    email: string | null
    name: string | null
    language: string | null
  }
}

/** GET /api/staff/complaints.php: the site's complaints, open first. */
export interface StaffComplaintsResponse {
  complaints: StaffComplaint[]
}

/** GET /api/complaints.php (members): the member's own complaints, newest first. */
export interface ComplaintsResponse {
  complaints: Complaint[]
}
