import type { FastifyInstance } from 'fastify'
import {
  type LanderResponse,
  landerQuery,
  type MemberLandingResponse,
  memberLandingOthers,
  memberLandingQuery,
} from '../../../shared/api/landers.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { selectedCountry } from '../sites/presenter.js'
import { landerMembers, landingMember } from './queries.js'
import { buildLander } from './service.js'

/** The data of the landing pages (docs/product.md §2, landers and member landings); open to visitors. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites } = deps
  app.get('/api/lander.php', async (request): Promise<LanderResponse> => {
    const { design, slug } = parseInput(landerQuery, request.query)
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
  })

  app.get('/api/member-landing.php', async (request): Promise<MemberLandingResponse> => {
    const { id } = parseInput(memberLandingQuery, request.query)
    const member = await landingMember(db, request.site, request.user, id)
    if (!member) throw new AppError('not_found')
    const members = await landerMembers(db, request.site, request.user, {
      country: selectedCountry(request.site, request.geoCountry),
      limit: memberLandingOthers,
      exceptId: id,
    })
    return { member, members }
  })
}
