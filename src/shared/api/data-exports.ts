import { z } from 'zod'

/** How long a prepared export and its mailed link stay available, and how often a member may ask. */
export const dataExportDays = 7
export const dataExportRequestHours = 24

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const dataExportStatuses = [
  'pending',
  'preparing',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const
export type DataExportStatus = (typeof dataExportStatuses)[number]

/** A member's own latest export, as /profile shows it. */
export const ownDataExport = z
  .object({
    status: z.enum(dataExportStatuses),
    requested_at: z.number().int(),
    ready_at: z.number().int().nullable(),
    expires_at: z.number().int().nullable(),
  })
  .meta({ id: 'OwnDataExport' })

/** GET and POST /api/data-export.php: the latest export and when the member may ask for the next one. */
export const dataExportResponse = z.object({
  export: ownDataExport.nullable(),
  /** false while the latest is being prepared or was asked for less than 24 hours ago. */
  can_request: z.boolean(),
  /** When the member may ask again, if not now. */
  next_request_at: z.number().int().nullable(),
})
export type DataExportResponse = z.infer<typeof dataExportResponse>

/** POST /api/data-export-download.php: the token of the mailed link. */
export const dataExportDownloadInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict()

/** GET and POST /api/staff/data-exports.php: the member. */
export const staffDataExportsQuery = z.object({ member: id }).strict()
export const staffDataExportInput = z.object({ member: id }).strict()

/** GET /api/staff/data-export-file.php: the export to download. */
export const staffDataExportFileQuery = z.object({ id }).strict()

export const staffDataExport = z
  .object({
    id: z.number().int(),
    status: z.enum(dataExportStatuses),
    /** false: the member asked for it and got the mailed link; staff cannot download it. */
    staff_copy: z.boolean(),
    requested_by: z.number().int().nullable(),
    requested_at: z.number().int(),
    ready_at: z.number().int().nullable(),
    expires_at: z.number().int().nullable(),
    downloaded_at: z.number().int().nullable(),
    size_bytes: z.number().int().nullable(),
  })
  .meta({ id: 'StaffDataExport' })

export const staffDataExportsResponse = z.object({ exports: z.array(staffDataExport) })
export type StaffDataExportsResponse = z.infer<typeof staffDataExportsResponse>
