import type { FastifyInstance } from 'fastify'
import { type MemberListResponse, type MemberResponse, memberIdQuery } from '../../../shared/api/members.js'
import type { Database } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { selectedCountry } from '../sites/presenter.js'
import { findMemberCard, signupMatches } from './cards.js'

export function memberRoutes(app: FastifyInstance, db: Database) {
  app.get('/api/member.php', async (request): Promise<MemberResponse> => {
    const { id } = parseInput(memberIdQuery, request.query)
    const member = await findMemberCard(db, request.site, id)
    if (!member) throw new AppError('not_found')
    return { member }
  })

  app.get('/api/signup-matches.php', async (request): Promise<MemberListResponse> => {
    const country = selectedCountry(request.site, request.geoCountry)
    return { members: await signupMatches(db, request.site, country) }
  })
}
