import { z } from 'zod'

export const emailBlockErrors = {
  value: 'staff.errors.email_block_invalid',
} as const

const id = z.coerce.number().int().positive().max(2_147_483_647)
const domain = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const address = /^[^@\s]{1,64}@(.+)$/

/** Whether the value is an e-mail domain or a whole address, once written in lower case. */
export function emailBlockKindOf(value: string): 'domain' | 'address' | null {
  if (domain.test(value)) return 'domain'
  const domainOfAddress = address.exec(value)?.[1]
  return domainOfAddress && domain.test(domainOfAddress) ? 'address' : null
}

/** GET and DELETE /api/staff/email-blocks.php: the site (and the block to remove). */
export const emailBlocksQuery = z.object({ site: id }).strict()
export const emailBlockDeleteQuery = z.object({ site: id, id }).strict()

/** POST /api/staff/email-blocks.php: a domain (blocking its subdomains too) or one address. */
export const emailBlockInput = z
  .object({
    site: id,
    value: z
      .string(emailBlockErrors.value)
      .trim()
      .toLowerCase()
      .max(254, emailBlockErrors.value)
      .refine((value) => emailBlockKindOf(value) !== null, emailBlockErrors.value),
  })
  .strict()
export type EmailBlockInput = z.infer<typeof emailBlockInput>

export const emailBlock = z
  .object({
    id: z.number().int(),
    kind: z.enum(['domain', 'address']),
    value: z.string(),
    created_at: z.number().int(),
  })
  .meta({ id: 'EmailBlock' })

export const emailBlocksResponse = z.object({ blocks: z.array(emailBlock) })
export type EmailBlocksResponse = z.infer<typeof emailBlocksResponse>
