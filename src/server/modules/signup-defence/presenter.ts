import type { EmailBlocksResponse } from '#shared/api/staff-email-blocks.js'
import type { listEmailBlocks } from './queries.js'

/** The rows carry the answer's fields already; the types keep the two in step. */
export function presentEmailBlocks(rows: Awaited<ReturnType<typeof listEmailBlocks>>): EmailBlocksResponse {
  return { blocks: rows }
}
