import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { invisibleInput, invisibleResponse } from '#shared/api/blocks.js'
import { ownProfileResponse, profileUpdateSchema } from '#shared/api/profile.js'
import { requireUser, userOf } from '../auth/policy.js'
import { ownProfile, setInvisible, updateProfile } from './service.js'

/** The member's own profile (/profile and the optional signup steps) and invisible mode. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites, memberSearch } = deps
  const api = typedRoutes(app)
  const tags = ['profile']

  api.get(
    '/api/profile.php',
    {
      schema: { tags, summary: "The member's own profile", response: { 200: ownProfileResponse } },
      preValidation: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ownProfile(db, request.site, userOf(request).id)
    },
  )

  api.put(
    '/api/profile.php',
    {
      schema: {
        tags,
        summary: "Save any part of the member's own profile",
        body: profileUpdateSchema,
        response: { 200: ownProfileResponse },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const user = userOf(request)
      const interests = await sites.listInterests()
      await updateProfile(db, { site: request.site, interests }, user.id, request.body)
      // A new position ranks the member's next search at once, in this process.
      if (request.body.latitude !== undefined) memberSearch.forgetMember(user.id)
      reply.header('cache-control', 'no-store')
      return ownProfile(db, request.site, user.id)
    },
  )

  api.put(
    '/api/invisible.php',
    {
      schema: {
        tags,
        summary: 'Turn invisible mode on or off',
        body: invisibleInput,
        response: { 200: invisibleResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const { invisible } = request.body
      await setInvisible(db, userOf(request).id, invisible)
      return { invisible }
    },
  )
}
