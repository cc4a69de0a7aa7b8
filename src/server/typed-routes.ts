import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { parseInput } from './http.js'

/**
 * The one way a module declares its routes: `typedRoutes(app).get(url, { schema, preValidation }, handler)`.
 * Params, query and body are checked against their zod schema before the handler runs and arrive typed;
 * the answer is checked against the response schema and written from it (docs/architecture.md §4).
 */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>()
}

/**
 * Request input that does not fit is a 400 `validation_failed` naming the field, in the visitor's language,
 * exactly as parseInput answers it: the error handler receives our own AppError.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    try {
      return { value: parseInput(schema, data) }
    } catch (error) {
      return { error: error as Error }
    }
  }
}

/**
 * Answers are written from their schema, so a field the schema does not name never leaves the server. While
 * testing, an answer that does not fit fails the request (and the test); in production it is logged and sent
 * as it is, since a member is better served by the answer than by a 500.
 */
export function serializerCompiler(
  strict: boolean,
  log: FastifyBaseLogger,
): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    return (data) => {
      const result = schema.safeParse(data)
      if (result.success) return JSON.stringify(result.data)
      const problem = `the answer of ${method} ${url} does not fit its schema: ${result.error.message}`
      if (strict) throw new Error(problem)
      log.error(problem)
      return JSON.stringify(data)
    }
  }
}
