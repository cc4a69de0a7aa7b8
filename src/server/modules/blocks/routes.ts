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

  const forget = (...members: number[]) => {
    for (const member of members) memberSearch.forgetMember(member)
  }
  // Every process forgets what its search keeps of the two members, wherever the block was set or lifted.
  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'blocks.changed') forget(event.blockerId, event.blockedId)
  })
  app.addHook('onClose', async () => unsubscribe())

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
      // At once in this process too: the member's next search may come before the event is back from the bus.
      forget(user.id, member)
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
      await unblockMember(db, events, request.site.id, user.id, member)
      forget(user.id, member)
      return { blocked: false }
    },
  )
}
