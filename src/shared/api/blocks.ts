import { z } from 'zod'

/** POST /api/block.php blocks, DELETE /api/block.php unblocks; both take {member: id}. */
export const blockInput = z.object({ member: z.number().int().positive().max(2_147_483_647) }).strict()

export type BlockInput = z.infer<typeof blockInput>

export interface BlockResponse {
  blocked: boolean
}

/** PUT /api/invisible.php (docs/product.md §4 Invisible mode). */
export const invisibleInput = z.object({ invisible: z.boolean() }).strict()

export interface InvisibleResponse {
  invisible: boolean
}
