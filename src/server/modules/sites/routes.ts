import type { FastifyInstance } from 'fastify'
import { regionsQuery, settingsQuery } from '../../../shared/api/sites.js'
import { regionKinds } from '../../../shared/data/regions.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { presentCompanyInfo, presentInterests, presentRegions, presentSettings } from './presenter.js'
import type { SiteService } from './service.js'

const referenceCache = 'public, max-age=3600'

export function siteRoutes(app: FastifyInstance, sites: SiteService) {
  app.get('/api/settings.php', async (request) => {
    const query = parseInput(settingsQuery, request.query)
    // The forced host previews another site of this installation; it must be one we serve.
    const site = query.host ? await sites.findByHost(query.host) : request.site
    if (!site) throw new AppError('unknown_site', { field: 'host' })
    return presentSettings(
      site,
      {
        locale: request.locale,
        browserLocale: request.browserLocale,
        geoCountry: request.geoCountry,
        loggedIn: false,
        t: request.t,
      },
      regionKinds,
    )
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
