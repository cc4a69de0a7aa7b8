import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  staffConversationsQuery,
  staffConversationsResponse,
  staffCreditsInput,
  staffCreditsResponse,
  staffMemberActionInput,
  staffMemberChange,
  staffMemberQuery,
  staffMemberResponse,
  staffMembersQuery,
  staffMembersResponse,
  staffMessagesInput,
  staffMessagesResponse,
} from '#shared/api/staff.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { StaffMembers } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const members = new StaffMembers(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const noStore = { 'cache-control': 'no-store' }

  api.get(
    '/api/staff/members.php',
    {
      schema: {
        tags,
        summary: 'Find members',
        description:
          '`q` is an id, the start of an e-mail address, the start of a name, or an IP address from the login ' +
          'history. Pages of 50; `has_more` tells whether another follows.',
        querystring: staffMembersQuery,
        response: { 200: staffMembersResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request, reply) => {
      reply.headers(noStore)
      return members.search(staffOf(request), request.query)
    },
  )

  api.get(
    '/api/staff/member.php',
    {
      schema: {
        tags,
        summary: "A member's page",
        description: 'Account, profile, every photo (private ones too), ledger, payments, sessions, logins.',
        querystring: staffMemberQuery,
        response: { 200: staffMemberResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request, reply) => {
      reply.headers(noStore)
      return members.page(staffOf(request), request.query.id)
    },
  )

  api.put(
    '/api/staff/member.php',
    {
      schema: {
        tags,
        summary: 'Change a member',
        description:
          '`status: "disabled"` needs a `reason` and logs the member out at once; `"active"` enables again. ' +
          'Support may change status, e-mail and profile texts, moderators the profile texts, the admin ' +
          "also the role. Answers the member's page.",
        body: staffMemberChange,
        response: { 200: staffMemberResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request) => members.change(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/member-action.php',
    {
      schema: {
        tags,
        summary: 'Act on a member',
        description:
          'end_sessions, resend_activation and send_password_reset (support and admin); grant_premium, ' +
          "delete and erase (admin). Answers the member's page.",
        body: staffMemberActionInput,
        response: { 200: staffMemberResponse },
      },
      preValidation: requireStaff('admin', 'support'),
    },
    async (request) => members.act(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/credits.php',
    {
      schema: {
        tags,
        summary: "Correct a member's credits",
        description:
          'A non-zero amount, up or down, with a reason; written to the ledger as an adjustment. The balance ' +
          'never goes below zero.',
        body: staffCreditsInput,
        response: { 200: staffCreditsResponse },
      },
      preValidation: requireStaff('admin', 'support'),
    },
    async (request) => members.correctCredits(staffOf(request), request.body),
  )

  api.get(
    '/api/staff/conversations.php',
    {
      schema: {
        tags,
        summary: "A member's conversations",
        description: 'Who with, how many messages, when the last was: never what they say.',
        querystring: staffConversationsQuery,
        response: { 200: staffConversationsResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request, reply) => {
      reply.headers(noStore)
      return members.conversations(staffOf(request), request.query.member)
    },
  )

  api.post(
    '/api/staff/messages.php',
    {
      schema: {
        tags,
        summary: "Read a member's conversation",
        description:
          "The newest 500 messages of one of the member's conversations. The reason is required and kept in " +
          'the audit log (`member.messages_read`) with who read them.',
        body: staffMessagesInput,
        response: { 200: staffMessagesResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request, reply) => {
      reply.headers(noStore)
      return members.messages(staffOf(request), request.body)
    },
  )
}
