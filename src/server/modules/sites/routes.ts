import type { FastifyInstance } from 'fastify'
import { regionsQuery, settingsQuery } from '../../../shared/api/sites.js'
import { regionKinds } from '../../../shared/data/regions.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { presentCompanyInfo, presentInterests, presentRegions, presentSettings } from './presenter.js'
import type { Site } from './service.js'

const referenceCache = 'public, max-age=3600'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { sites, push } = deps
  // Every page load asks for the settings, and the answer depends only on the site and these few
  // facts about the visitor: keep each serialized answer with its site object (replaced on reload).
  const answers = new WeakMap<Site, Map<string, string>>()
  const maxAnswersPerSite = 2000

  app.get('/api/settings.php', async (request, reply) => {
    const query = parseInput(settingsQuery, request.query)
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
    return reply.type('application/json; charset=utf-8').send(body)
  })

  app.get('/api/companyinfo.php', async (request, reply) => {
    reply.header('cache-control', referenceCache)
    return presentCompanyInfo(request.site.company)
  })

  app.get('/api/interests.php', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=3600').header('vary', 'cookie')
    return presentInterests(await sites.listInterests(), request.site.settings.interests, request.t)
  })

  app.get('/api/regions.php', async (request, reply) => {
    const { country } = parseInput(regionsQuery, request.query)
    const siteCountries: readonly string[] = request.site.settings.countries
    if (country && !siteCountries.includes(country)) {
      throw new AppError('validation_failed', { field: 'country', messageKey: 'errors.unknown_country' })
    }
    const countries = country ? [country] : siteCountries
    reply.header('cache-control', 'private, max-age=3600').header('vary', 'cookie')
    return presentRegions(await sites.listRegions(countries), countries, request.t)
  })
}
