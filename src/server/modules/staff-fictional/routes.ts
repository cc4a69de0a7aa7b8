import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  fictionalChangeInput,
  fictionalListResponse,
  fictionalOptionsQuery,
  fictionalOptionsResponse,
  fictionalPhotoChange,
  fictionalPhotoLimit,
  fictionalPhotoQuery,
  fictionalQuery,
  fictionalResponse,
  newFictionalInput,
  staffOperatorsQuery,
  staffOperatorsResponse,
} from '#shared/api/staff-fictional.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { readPhotoForm } from '../photos/intake.js'
import { StaffFictional } from './service.js'

/** The back-office's fictional profiles: admins and moderators make and keep them. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const fictional = new StaffFictional(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const keepers = requireStaff('admin', 'moderator')
  const response = { 200: fictionalResponse }

  api.get(
    '/api/staff/fictional.php',
    {
      schema: {
        tags,
        summary: 'The fictional profiles',
        description:
          'Every fictional profile of the sites the staff member answers to, newest first, filtered by site, ' +
          'state or id; with private photos, operators and the conversations waiting for an answer.',
        querystring: fictionalQuery,
        response: { 200: fictionalListResponse },
      },
      preValidation: keepers,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return fictional.list(staffOf(request), request.query)
    },
  )

  api.post(
    '/api/staff/fictional.php',
    {
      schema: {
        tags,
        summary: 'Create a fictional profile',
        description:
          'An account that can never log in (no password, an address that cannot receive mail) with its ' +
          'profile, active at once: members find it in search, marked as fictional.',
        body: newFictionalInput,
        response,
      },
      preValidation: keepers,
    },
    async (request) => fictional.create(staffOf(request), request.body),
  )

  api.put(
    '/api/staff/fictional.php',
    {
      schema: {
        tags,
        summary: 'Change a fictional profile',
        description:
          'Only the fields sent change. `state` retired takes the profile out of search, active or paused ' +
          'bring it back; `operators` replaces the list (operators or admins of its site).',
        body: fictionalChangeInput,
        response,
      },
      preValidation: keepers,
    },
    async (request) => fictional.change(staffOf(request), request.body),
  )

  api.get(
    '/api/staff/operators.php',
    {
      schema: {
        tags,
        summary: "The operators of a site's fictional profiles",
        description: 'Staff accounts of role operator or admin who answer to the site.',
        querystring: staffOperatorsQuery,
        response: { 200: staffOperatorsResponse },
      },
      preValidation: keepers,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return fictional.operators(staffOf(request), request.query.site)
    },
  )

  api.get(
    '/api/staff/fictional-options.php',
    {
      schema: {
        tags,
        summary: "What a site's fictional profile may choose: the site's interests and a country's regions",
        description:
          'Named in the staff member’s language, from the profile’s own site whatever site the back office ' +
          'is open on; a site the staff member does not answer to is not found.',
        querystring: fictionalOptionsQuery,
        response: { 200: fictionalOptionsResponse },
      },
      preValidation: keepers,
    },
    async (request, reply) => {
      // Named in the staff member's language, which the cookie carries.
      reply.header('cache-control', 'private, max-age=300').header('vary', 'cookie')
      return fictional.options(staffOf(request), request.query, request.t)
    },
  )

  api.post(
    '/api/staff/fictional-photo.php',
    {
      schema: {
        tags,
        summary: 'Add a photo to a fictional profile',
        description:
          'A multipart/form-data body with the field `fictional` (the profile id), optionally `private` ' +
          `("1" keeps it private), and the file \`photo\` (as a member's upload). At most ${fictionalPhotoLimit} photos.`,
        consumes: ['multipart/form-data'],
        response,
      },
      preValidation: keepers,
    },
    async (request) => {
      const form = await readPhotoForm(request, ['fictional', 'private'])
      return fictional.addPhoto(staffOf(request), form)
    },
  )

  api.put(
    '/api/staff/fictional-photo.php',
    {
      schema: {
        tags,
        summary: "Make a fictional profile's photo the main one, private or public",
        description: 'A private photo cannot be the main photo.',
        body: fictionalPhotoChange,
        response,
      },
      preValidation: keepers,
    },
    async (request) => fictional.changePhoto(staffOf(request), request.body),
  )

  api.delete(
    '/api/staff/fictional-photo.php',
    {
      schema: {
        tags,
        summary: "Delete a fictional profile's photo",
        querystring: fictionalPhotoQuery,
        response,
      },
      preValidation: keepers,
    },
    async (request) => fictional.deletePhoto(staffOf(request), request.query.id),
  )
}
