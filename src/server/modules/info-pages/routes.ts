import type { FastifyInstance } from 'fastify'
import { type InfoPageResponse, infoPageQuery } from '../../../shared/api/info-pages.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { renderInfoPage } from './content.js'

export function register(app: FastifyInstance, _deps: AppDeps) {
  app.get('/api/page.php', async (request, reply): Promise<InfoPageResponse> => {
    const { name } = parseInput(infoPageQuery, request.query)
    reply.header('cache-control', 'private, max-age=600').header('vary', 'cookie')
    return { page: renderInfoPage(name, request.locale, request.site) }
  })
}
