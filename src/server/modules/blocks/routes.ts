import type { FastifyInstance } from 'fastify'
import { type BlockResponse, blockInput } from '../../../shared/api/blocks.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { blockMember, unblockMember } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, events, memberSearch } = deps
  app.post('/api/block.php', async (request): Promise<BlockResponse> => {
    const user = requireUser(request)
    const { member } = parseInput(blockInput, request.body)
    await blockMember(db, events, request.site.id, user.id, member)
    memberSearch.forgetMember(user.id)
    memberSearch.forgetMember(member)
    return { blocked: true }
  })

  app.delete('/api/block.php', async (request): Promise<BlockResponse> => {
    const user = requireUser(request)
    const { member } = parseInput(blockInput, request.body)
    await unblockMember(db, request.site.id, user.id, member)
    memberSearch.forgetMember(user.id)
    memberSearch.forgetMember(member)
    return { blocked: false }
  })
}
