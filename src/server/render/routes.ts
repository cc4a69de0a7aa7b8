import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import type { Database } from '../db/database.js'
import { AppError } from '../errors.js'
import { isApiPath } from '../http.js'
import { appManifestRoutes } from './app-manifest.js'
import { clientDir } from './assets.js'
import { brandRoutes } from './brand.js'
import { catalogueFile, catalogueOfFile, catalogueVersion, preferredEncoding } from './catalogueFiles.js'
import type { PageRenderer } from './renderer.js'

export type { PageRenderer }

const oneYear = 365 * 24 * 60 * 60

export async function pageRoutes(app: FastifyInstance, renderer: PageRenderer, config: Config, db: Database) {
  if (!config.viteDevOrigin) {
    // Built files carry a content hash in their name, so they never change; the build writes brotli and gzip
    // copies beside them, sent to browsers that accept them (with `Vary: Accept-Encoding`).
    await app.register(fastifyStatic, {
      root: `${clientDir}/assets`,
      prefix: '/assets/',
      immutable: true,
      maxAge: oneYear * 1000,
      index: false,
      wildcard: true,
      preCompressed: true,
    })
  }

  await appManifestRoutes(app, db)
  await brandRoutes(app, db, renderer.assets)

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/locales/:file',
    // Sends the copies compressed once with the best settings (catalogueFiles.ts), never again per request.
    { compress: false },
    async (request, reply) => {
      const catalogue = catalogueOfFile(request.params.file)
      if (!catalogue) throw new AppError('not_found')
      const file = await catalogueFile(catalogue.locale, catalogue.namespace)
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      // A page of an earlier release asks for its own version: it gets today's file, not to be kept.
      const current = request.query.v === catalogueVersion
      reply
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
      if (encoding) reply.header('content-encoding', encoding)
      return reply.send(encoding ? file[encoding] : file.json)
    },
  )

  app.get('/*', async (request, reply) => {
    // A path under /locales/ or /assets/ that no file route took has no site to draw a page for.
    if (isApiPath(request.url) || !request.site) throw new AppError('not_found')
    try {
      return await renderer.render(request, reply)
    } catch (error) {
      request.log.error({ err: error }, 'page render failed')
      return renderer.renderError(request, reply, 500)
    }
  })
}
