import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { infoPageQuery, infoPageResponse } from '#shared/api/info-pages.js'
import { renderInfoPage } from './content.js'

export function register(app: FastifyInstance, _deps: AppDeps) {
  typedRoutes(app).get(
    '/api/page.php',
    {
      schema: {
        tags: ['info-pages'],
        summary: "An information page (terms, privacy, FAQ...) in the visitor's language",
        querystring: infoPageQuery,
        response: { 200: infoPageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=600').header('vary', 'cookie')
      return { page: renderInfoPage(request.query.name, request.locale, request.site) }
    },
  )
}
