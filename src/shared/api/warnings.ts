import { z } from 'zod'

/** A warning from the site's staff, shown to the member until they confirm they read it. */
export const memberWarning = z
  .object({
    id: z.number().int(),
    text: z.string(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'MemberWarning' })
export type MemberWarning = z.infer<typeof memberWarning>

/** GET /api/warnings.php: the member's unread warnings, oldest first. */
export const warningsResponse = z.object({ warnings: z.array(memberWarning) })
export type WarningsResponse = z.infer<typeof warningsResponse>

/** PUT /api/warnings.php: the member confirms reading a warning. */
export const warningReadInput = z.object({ id: z.number().int().positive().max(2_147_483_647) }).strict()
export type WarningReadInput = z.infer<typeof warningReadInput>
