import type { z } from 'zod'

/** A message for one form field: a catalogue key and its values, translated when shown. */
export interface FieldMessage {
  key: string
  params?: Record<string, unknown>
}

export type FieldMessages = Partial<Record<string, FieldMessage>>

/** Our schemas give catalogue keys as messages; zod's own English wording must never reach a visitor. */
function isCatalogueKey(message: string): boolean {
  return /^[a-z_]+(\.[a-z_]+)*\.errors\.[a-z_]+$/.test(message)
}

/** The first problem of each field, as the server reports it (it too names the first issue only). */
export function fieldMessages(issues: z.ZodError['issues']): FieldMessages {
  const messages: FieldMessages = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form'
    if (messages[field]) continue
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined
    messages[field] = isCatalogueKey(issue.message)
      ? { key: issue.message, ...(params ? { params } : {}) }
      : { key: 'errors.validation_failed' }
  }
  return messages
}

export type Validation<T> = { data: T; errors: null } | { data: null; errors: FieldMessages }

/** Checks a form with the same schema the server uses, so both sides refuse the same input. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.infer<S>> {
  const result = schema.safeParse(values)
  return result.success
    ? { data: result.data, errors: null }
    : { data: null, errors: fieldMessages(result.error.issues) }
}
