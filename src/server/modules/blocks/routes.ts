import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { blockInput, blockResponse } from '#shared/api/blocks.js'
import { requireUser, userOf } from '../auth/policy.js'
import { blockMember, unblockMember } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, events, memberSearch } = deps
  const api = typedRoutes(app)
  const tags = ['blocks']

  api.post(
    '/api/block.php',
    {
      schema: { tags, summary: 'Block a member', body: blockInput, response: { 200: blockResponse } },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      const { member } = request.body
      await blockMember(db, events, request.site.id, user.id, member)
      memberSearch.forgetMember(user.id)
      memberSearch.forgetMember(member)
      return { blocked: true }
    },
  )

  api.delete(
    '/api/block.php',
    {
      schema: { tags, summary: 'Lift a block', body: blockInput, response: { 200: blockResponse } },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      const { member } = request.body
      await unblockMember(db, request.site.id, user.id, member)
      memberSearch.forgetMember(user.id)
      memberSearch.forgetMember(member)
      return { blocked: false }
    },
  )
}
