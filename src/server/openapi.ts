import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorCatalogue } from './errors.js'
import { isApiPath } from './http.js'
import { projectRoot } from './paths.js'

export const openApiPath = '/api/openapi.json'
export const apiDocsPath = '/api/docs'
const logoFile = join(projectRoot, 'src/web/public/favicon.svg')

/** Every refusal has this body (docs/api.md, its error table); src/server/errors.ts names the codes. */
const errorAnswer = z.object({
  error: z
    .object({
      code: z.enum(Object.keys(errorCatalogue) as [keyof typeof errorCatalogue]),
      message: z.string().describe("In the visitor's language"),
      field: z.string().optional().describe('The input that was refused'),
    })
    .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
})
const errorAnswerJson = z.toJSONSchema(errorAnswer, { target: 'draft-2020-12' })

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0]

/**
 * The API's routes, their zod schemas in JSON Schema form, each with the error answer every route may give.
 * Pages, files and health checks outside /api/ are not part of the API.
 */
const withErrorAnswer: Transform = (input: TransformInput) => {
  if (!isApiPath(input.url)) return { schema: { hide: true }, url: input.url }
  const transformed = jsonSchemaTransform(input)
  const schema = transformed.schema ?? {}
  const response = (schema.response ?? {}) as Record<string, unknown>
  return { ...transformed, schema: { ...schema, response: { ...response, default: errorAnswerJson } } }
}

/**
 * OpenAPI 3.1 of every API route, generated from the schemas the routes declare, at /api/openapi.json, and
 * a readable page at /api/docs. Registered before the modules so that it sees each of their routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Amora API',
        version: '1',
        description:
          'The API the Amora web client uses. Flows, realtime frames and webhooks are described in docs/api.md.',
      },
    },
    hideUntagged: false,
    transform: withErrorAnswer,
    // The shapes named with .meta({ id }) become components that the routes refer to.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    logo: { type: 'image/svg+xml', content: readFileSync(logoFile), href: apiDocsPath, target: '_self' },
    staticCSP: true,
    // The page styles its parts inline; it shows no member's data, so inline styles cost nothing here.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  })
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger())
}
