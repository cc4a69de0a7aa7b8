import type { FastifyInstance } from 'fastify'
import { type InvisibleResponse, invisibleInput } from '../../../shared/api/blocks.js'
import { profileUpdateSchema } from '../../../shared/api/profile.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { ownProfile, setInvisible, updateProfile } from './service.js'

/** The member's own profile (/profile and the optional signup steps) and invisible mode. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites } = deps
  app.get('/api/profile.php', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return ownProfile(db, requireUser(request).id)
  })

  app.put('/api/profile.php', async (request, reply) => {
    const user = requireUser(request)
    const update = parseInput(profileUpdateSchema, request.body)
    const interests = await sites.listInterests()
    await updateProfile(db, { site: request.site, interests }, user.id, update)
    reply.header('cache-control', 'no-store')
    return ownProfile(db, user.id)
  })

  app.put('/api/invisible.php', async (request): Promise<InvisibleResponse> => {
    const user = requireUser(request)
    const { invisible } = parseInput(invisibleInput, request.body)
    await setInvisible(db, user.id, invisible)
    return { invisible }
  })
}
