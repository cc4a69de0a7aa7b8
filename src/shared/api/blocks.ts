import { z } from 'zod'

/** POST /api/block.php blocks, DELETE /api/block.php unblocks; both take {member: id}. */
export const blockInput = z.object({ member: z.number().int().positive().max(2_147_483_647) }).strict()

export type BlockInput = z.infer<typeof blockInput>

export const blockResponse = z.object({
  blocked: z.boolean().describe('Whether the viewer now blocks the member'),
})
export type BlockResponse = z.infer<typeof blockResponse>

/** PUT /api/invisible.php (docs/product.md §4 Invisible mode). */
export const invisibleInput = z.object({ invisible: z.boolean() }).strict()

export const invisibleResponse = z.object({ invisible: z.boolean() })
export type InvisibleResponse = z.infer<typeof invisibleResponse>
