import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  homeMemberCount,
  homeQuery,
  homeResponse,
  landerQuery,
  landerResponse,
  memberLandingOthers,
  memberLandingQuery,
  memberLandingResponse,
} from '#shared/api/landers.js'
import { selectedCountry } from '../sites/presenter.js'
import { landerMembers, landingMember, onlineMembers } from './queries.js'
import { buildLander } from './service.js'

/** The data of the landing pages (docs/product.md §2, landers and member landings); open to visitors. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites } = deps
  const api = typedRoutes(app)
  const tags = ['landers']

  api.get(
    '/api/lander.php',
    {
      schema: {
        tags,
        summary: 'What a landing page shows',
        querystring: landerQuery,
        response: { 200: landerResponse },
      },
    },
    async (request) => {
      const { design, slug } = request.query
      const country = selectedCountry(request.site, request.geoCountry)
      const regions = await sites.listRegions([country])
      const lander = await buildLander(db, {
        site: request.site,
        viewer: request.user,
        country,
        design,
        slug,
        regions,
      })
      return { lander }
    },
  )

  api.get(
    '/api/member-landing.php',
    {
      schema: {
        tags,
        summary: "A member's landing page",
        querystring: memberLandingQuery,
        response: { 200: memberLandingResponse },
      },
    },
    async (request) => {
      const { id } = request.query
      const member = await landingMember(db, request.site, request.user, id)
      if (!member) throw new AppError('not_found')
      const members = await landerMembers(db, request.site, request.user, {
        country: selectedCountry(request.site, request.geoCountry),
        limit: memberLandingOthers,
        exceptId: id,
      })
      return { member, members }
    },
  )

  // The home page's faces: the same for every visitor of a site and country, like a lander's.
  api.get(
    '/api/home.php',
    {
      schema: {
        tags,
        summary: "The home page's members and how many are online, of the visitor's country",
        querystring: homeQuery,
        response: { 200: homeResponse },
      },
    },
    async (request) => {
      const country = selectedCountry(request.site, request.geoCountry)
      const [members, online] = await Promise.all([
        landerMembers(db, request.site, request.user, { country, limit: homeMemberCount }),
        onlineMembers(db, request.site.id, country),
      ])
      return { home: { country, members, online_count: online } }
    },
  )
}
