import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  companyInfoResponse,
  entryWarningForm,
  interestsResponse,
  regionsQuery,
  regionsResponse,
  type SiteSettingsResponse,
  settingsQuery,
  siteSettingsResponse,
} from '#shared/api/sites.js'
import { regionKinds } from '#shared/data/regions.js'
import {
  entryWarningCookie,
  entryWarningCookieMaxAgeSeconds,
  entryWarningPath,
} from '#shared/entryWarning.js'
import { presentCompanyInfo, presentInterests, presentRegions, presentSettings } from './presenter.js'
import type { Site } from './service.js'

const referenceCache = 'public, max-age=3600'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { sites, push } = deps
  // Every page load asks for the settings, and the answer depends only on the site and these few
  // facts about the visitor: keep each serialized answer with its site object (replaced on reload).
  const answers = new WeakMap<Site, Map<string, string>>()
  const maxAnswersPerSite = 2000
  const api = typedRoutes(app)
  const tags = ['sites']

  api.get(
    '/api/settings.php',
    {
      schema: {
        tags,
        summary: "The site's settings",
        description:
          'Any other query parameter is accepted (the page passes its own query along). The answer is ' +
          'serialized once per site and visitor facts and sent as it is.',
        querystring: settingsQuery,
        response: { 200: siteSettingsResponse },
      },
    },
    async (request, reply) => {
      const query = request.query
      // The forced host previews another site of this installation; it must be one we serve.
      const site = query.host ? await sites.findByHost(query.host) : request.site
      if (!site) throw new AppError('unknown_site', { field: 'host' })
      const visitor = {
        locale: request.locale,
        browserLocale: request.browserLocale,
        geoCountry: request.geoCountry,
        loggedIn: false,
        t: request.t,
      }
      const key = `${visitor.locale}|${visitor.browserLocale ?? ''}|${visitor.geoCountry ?? ''}|${visitor.loggedIn}`
      let bySite = answers.get(site)
      if (!bySite) {
        bySite = new Map()
        answers.set(site, bySite)
      }
      let body = bySite.get(key)
      if (!body) {
        body = JSON.stringify(presentSettings(site, visitor, regionKinds, await push.publicKey()))
        if (bySite.size >= maxAnswersPerSite) bySite.clear()
        bySite.set(key, body)
      }
      // A string of JSON made from the schema's type: Fastify sends it as it is, without the serializer.
      return reply.type('application/json; charset=utf-8').send(body as unknown as SiteSettingsResponse)
    },
  )

  // The entry warning's own form (docs/product.md §2 Site-entry warning modal), in a scope of its own: the
  // API takes no form bodies. A form posted from another site could only spare a visitor the warning.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.post(entryWarningPath, { schema: { hide: true } }, async (request, reply) => {
      const form = parseInput(entryWarningForm, request.body)
      return reply
        .setCookie(entryWarningCookie, String(Date.now()), {
          path: '/',
          maxAge: entryWarningCookieMaxAgeSeconds,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        })
        .redirect(form.return, 303)
    })
  })

  api.get(
    '/api/companyinfo.php',
    { schema: { tags, summary: 'The company behind the site', response: { 200: companyInfoResponse } } },
    async (request, reply) => {
      reply.header('cache-control', referenceCache)
      return presentCompanyInfo(request.site.company)
    },
  )

  api.get(
    '/api/interests.php',
    { schema: { tags, summary: 'The interests a member may pick', response: { 200: interestsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600').header('vary', 'cookie')
      return presentInterests(await sites.listInterests(), request.site.settings.interests, request.t)
    },
  )

  api.get(
    '/api/regions.php',
    {
      schema: {
        tags,
        summary: "The regions of the site's countries, or of one",
        querystring: regionsQuery,
        response: { 200: regionsResponse },
      },
    },
    async (request, reply) => {
      const { country } = request.query
      const siteCountries: readonly string[] = request.site.settings.countries
      if (country && !siteCountries.includes(country)) {
        throw new AppError('validation_failed', { field: 'country', messageKey: 'errors.unknown_country' })
      }
      const countries = country ? [country] : siteCountries
      reply.header('cache-control', 'private, max-age=3600').header('vary', 'cookie')
      return presentRegions(await sites.listRegions(countries), countries, request.t)
    },
  )
}
