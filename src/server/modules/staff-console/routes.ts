import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  claimInput,
  claimResponse,
  consoleConversationQuery,
  consoleConversationResponse,
  firstContactsQuery,
  firstContactsResponse,
  notesInput,
  notesQuery,
  notesResponse,
  operatorStatsQuery,
  operatorStatsResponse,
  releaseQuery,
  releaseResponse,
  staffInboxQuery,
  staffInboxResponse,
  staffReplyInput,
  staffReplyResponse,
} from '#shared/api/staff-console.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { sendHeldAnswersJob } from './answers.js'
import { sendFirstContactsJob } from './first-contacts.js'
import { OperatorConsole } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const console = new OperatorConsole(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const operators = requireStaff('admin', 'operator')
  deps.jobs.add(sendHeldAnswersJob(deps.events))
  deps.jobs.add(sendFirstContactsJob(deps.events, (id) => deps.sites.findById(id)))

  api.get(
    '/api/staff/inbox.php',
    {
      schema: {
        tags,
        summary: 'The operator queue: conversations waiting for a fictional profile’s answer, oldest first',
        description:
          'Of the sites the staff member answers to, optionally one site and one language (the member’s). ' +
          'An operator sees the conversations of profiles that name them, or name no operator. Live changes ' +
          'come as `queue` frames on the socket.',
        querystring: staffInboxQuery,
        response: { 200: staffInboxResponse },
      },
      preValidation: operators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return console.inbox(staffOf(request), request.query)
    },
  )

  api.get(
    '/api/staff/first-contacts.php',
    {
      schema: {
        tags,
        summary: 'The first contacts fictional profiles sent to new members, newest first',
        description:
          'Of the sites the staff member answers to (optionally one), the newest 100 with the opener, both ' +
          'people and when the member wrote back; an operator sees those of the profiles they may answer. ' +
          'Sent by a job as the site settings `first_contacts_per_member` and `first_contact_delay_minutes` ask.',
        querystring: firstContactsQuery,
        response: { 200: firstContactsResponse },
      },
      preValidation: operators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return console.firstContacts(staffOf(request), request.query)
    },
  )

  api.post(
    '/api/staff/claim.php',
    {
      schema: {
        tags,
        summary: 'Claim a conversation (or renew the claim)',
        description:
          'A claim holds for 5 minutes unless renewed by claiming again; an operator holds at most 2. Of two ' +
          'claims at once exactly one wins; the other gets 409 `conversation_claimed`, naming nobody.',
        body: claimInput,
        response: { 200: claimResponse },
      },
      preValidation: operators,
    },
    async (request) => console.claim(staffOf(request), request.body.conversation),
  )

  api.delete(
    '/api/staff/claim.php',
    {
      schema: {
        tags,
        summary: 'Give a claimed conversation back to the queue',
        querystring: releaseQuery,
        response: { 200: releaseResponse },
      },
      preValidation: operators,
    },
    async (request) => console.release(staffOf(request), request.query.conversation),
  )

  api.get(
    '/api/staff/conversation.php',
    {
      schema: {
        tags,
        summary: 'A claimed conversation with the member, the profile and the notes beside it',
        description: '409 `claim_required` unless the asking operator holds the conversation.',
        querystring: consoleConversationQuery,
        response: { 200: consoleConversationResponse },
      },
      preValidation: operators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return console.conversation(staffOf(request), request.query.id, request.t)
    },
  )

  api.post(
    '/api/staff/reply.php',
    {
      schema: {
        tags,
        summary: 'Answer as the conversation’s fictional profile',
        description:
          'Free of charge, through the chat’s own message path; the operator is kept with the message and ' +
          'never shown to members. 409 `claim_required` unless the operator holds the conversation.',
        body: staffReplyInput,
        response: { 200: staffReplyResponse },
      },
      preValidation: operators,
    },
    async (request) => console.reply(staffOf(request), request.body, request.t),
  )

  api.get(
    '/api/staff/notes.php',
    {
      schema: {
        tags,
        summary: 'The note operators keep about a member or a fictional profile',
        querystring: notesQuery,
        response: { 200: notesResponse },
      },
      preValidation: operators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return console.note(staffOf(request), request.query.subject)
    },
  )

  api.put(
    '/api/staff/notes.php',
    {
      schema: {
        tags,
        summary: 'Replace the note about a member or a fictional profile',
        body: notesInput,
        response: { 200: notesResponse },
      },
      preValidation: operators,
    },
    async (request) => console.writeNote(staffOf(request), request.body),
  )

  api.get(
    '/api/staff/operator-stats.php',
    {
      schema: {
        tags,
        summary: 'Operators’ statistics per day, and their fictional profiles’',
        description:
          'Per operator and UTC day: conversations answered, answers sent, the median time the member had ' +
          'waited, answers written back to and the credits that cost; the same per fictional profile. An admin ' +
          'sees every operator of their sites, an operator their own. At most 92 days at once.',
        querystring: operatorStatsQuery,
        response: { 200: operatorStatsResponse },
      },
      preValidation: operators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return console.stats(staffOf(request), request.query)
    },
  )
}
