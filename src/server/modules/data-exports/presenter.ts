import type {
  DataExportResponse,
  DataExportStatus,
  StaffDataExportsResponse,
} from '#shared/api/data-exports.js'
import type { ExportRow } from './queries.js'

type OwnExport = NonNullable<DataExportResponse['export']>

/** The member's view of their export: its state and times, never the file or the link. */
export function presentOwnExport(row: ExportRow): OwnExport {
  return {
    status: row.status as DataExportStatus,
    requested_at: row.created_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
  }
}

export function presentStaffExports(rows: ExportRow[]): StaffDataExportsResponse {
  return {
    exports: rows.map((row) => ({
      id: row.id,
      status: row.status as DataExportStatus,
      staff_copy: row.requested_by !== null,
      requested_by: row.requested_by,
      requested_at: row.created_at,
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      downloaded_at: row.downloaded_at,
      size_bytes: row.size_bytes,
    })),
  }
}
