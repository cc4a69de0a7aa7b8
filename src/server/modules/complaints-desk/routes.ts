import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { complaintStatusInput } from '#shared/api/complaints.js'
import {
  complaintActionInput,
  complaintAnswerInput,
  complaintAssigneeInput,
  complaintNoteInput,
  complaintPageResponse,
  deskComplaint,
  deskComplaintsResponse,
  staffComplaintQuery,
  staffComplaintsQuery,
} from '#shared/api/staff-complaints.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { ComplaintDesk } from './service.js'

/** The back-office's complaints desk (support, moderators and admins). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const desk = new ComplaintDesk(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const deskRoles = requireStaff('admin', 'support', 'moderator')
  const noStore = { 'cache-control': 'no-store' }

  api.get(
    '/api/staff/complaints.php',
    {
      schema: {
        tags,
        summary: "The complaints of the staff member's sites",
        description:
          'Open first, then in progress, answered and closed; newest first within each; at most 500. ' +
          '`assigned`: `me` or `nobody`; left out, whoever.',
        querystring: staffComplaintsQuery,
        response: { 200: deskComplaintsResponse },
      },
      preValidation: deskRoles,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.list(staffOf(request), request.query)
    },
  )

  api.put(
    '/api/staff/complaints.php',
    {
      schema: {
        tags,
        summary: "Move a complaint's status on",
        description: '`in_progress` or `closed`; answering a complaint marks it `answered`.',
        body: complaintStatusInput,
        response: { 200: z.object({ complaint: deskComplaint }) },
      },
      preValidation: deskRoles,
    },
    async (request) => ({ complaint: await desk.setStatus(staffOf(request), request.body) }),
  )

  api.get(
    '/api/staff/complaint.php',
    {
      schema: {
        tags,
        summary: 'A complaint with its history',
        description: 'Internal notes, answers and actions, oldest first.',
        querystring: staffComplaintQuery,
        response: { 200: complaintPageResponse },
      },
      preValidation: deskRoles,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.page(staffOf(request), request.query.id)
    },
  )

  api.put(
    '/api/staff/complaint-assignee.php',
    {
      schema: {
        tags,
        summary: 'Take a complaint or give it back',
        body: complaintAssigneeInput,
        response: { 200: complaintPageResponse },
      },
      preValidation: deskRoles,
    },
    async (request) => desk.assign(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/complaint-note.php',
    {
      schema: {
        tags,
        summary: 'Add an internal note',
        description: 'Seen by staff only.',
        body: complaintNoteInput,
        response: { 200: complaintPageResponse },
      },
      preValidation: deskRoles,
    },
    async (request) => desk.note(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/complaint-answer.php',
    {
      schema: {
        tags,
        summary: 'Answer the complainant by mail',
        description:
          "Mailed to the complainant in the complaint's language with its reference, kept in its history; " +
          'the complaint becomes `answered`.',
        body: complaintAnswerInput,
        response: { 200: complaintPageResponse },
      },
      preValidation: deskRoles,
    },
    async (request) => desk.answer(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/complaint-action.php',
    {
      schema: {
        tags,
        summary: 'Act on the member a report is about',
        description:
          '`warn`: the member sees the text on their next visit until they confirm reading it. `disable` ' +
          '(support and admin): the account is disabled with the reason and logged out at once.',
        body: complaintActionInput,
        response: { 200: complaintPageResponse },
      },
      preValidation: deskRoles,
    },
    async (request) => desk.act(staffOf(request), request.body),
  )
}
