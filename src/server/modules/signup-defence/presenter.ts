import type { EmailBlocksResponse } from '#shared/api/staff-email-blocks.js'
import type { listEmailBlocks } from './queries.js'

export function presentEmailBlocks(rows: Awaited<ReturnType<typeof listEmailBlocks>>): EmailBlocksResponse {
  return {
    blocks: rows.map((row) => ({ id: row.id, kind: row.kind, value: row.value, created_at: row.created_at })),
  }
}
