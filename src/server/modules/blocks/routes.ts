import type { FastifyInstance } from 'fastify'
import { type BlockResponse, blockInput } from '../../../shared/api/blocks.js'
import type { Database } from '../../db/database.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { blockMember, unblockMember } from './service.js'

export function blockRoutes(app: FastifyInstance, db: Database) {
  app.post('/api/block.php', async (request): Promise<BlockResponse> => {
    const user = requireUser(request)
    const { member } = parseInput(blockInput, request.body)
    await blockMember(db, app.events, request.site.id, user.id, member)
    app.memberSearch.forgetMember(user.id)
    app.memberSearch.forgetMember(member)
    return { blocked: true }
  })

  app.delete('/api/block.php', async (request): Promise<BlockResponse> => {
    const user = requireUser(request)
    const { member } = parseInput(blockInput, request.body)
    await unblockMember(db, request.site.id, user.id, member)
    app.memberSearch.forgetMember(user.id)
    app.memberSearch.forgetMember(member)
    return { blocked: false }
  })
}
