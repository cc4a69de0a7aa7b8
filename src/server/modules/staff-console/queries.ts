import { type ExpressionBuilder, sql } from 'kysely'
import { type Database, lockingRows } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'
import { type Wish, wishedMembers } from '../members/queries.js'
import { mailWantedFilter } from '../notifications/scheduled/queries.js'

/** Whose queue it is: the sites answered to (null: all), and the operator when profiles may restrict them. */
export interface QueueViewer {
  siteIds: readonly number[] | null
  /** Set for an operator: profiles that name their operators are answered only by those. */
  operatorId: number | null
}

export interface QueueFilter {
  site?: number
  language?: string
}

/** Profiles that name their operators are answered only by those: the profile is the row's `column`. */
function answerableBy(operatorId: number, column: 'q.fictional_id' | 'fc.fictional_id') {
  const profile = sql.ref(column)
  return sql<boolean>`(not exists (select 1 from fictional_operators fo where fo.fictional_id = ${profile})
    or exists (select 1 from fictional_operators fo where fo.fictional_id = ${profile} and fo.operator_id = ${operatorId}))`
}

/** The rows of the sites a staff member answers to; none at all for a staff member of no site. */
function siteIdsOf(siteIds: readonly number[] | null): readonly number[] | null {
  if (siteIds === null) return null
  return siteIds.length ? siteIds : [0]
}

function queueRows(db: Database, viewer: QueueViewer, filter: QueueFilter) {
  let query = db
    .selectFrom('conversation_queue as q')
    .innerJoin('fictional_profiles as fp', 'fp.user_id', 'q.fictional_id')
    .innerJoin('users as m', 'm.id', 'q.member_id')
    .where('fp.state', '=', 'active')
    .where('m.status', '=', 'active')
  // An admin answers every profile.
  if (viewer.operatorId !== null) query = query.where(answerableBy(viewer.operatorId, 'q.fictional_id'))
  const siteIds = siteIdsOf(viewer.siteIds)
  if (siteIds !== null) query = query.where('q.site_id', 'in', siteIds)
  if (filter.site !== undefined) query = query.where('q.site_id', '=', filter.site)
  if (filter.language !== undefined) query = query.where('q.language', '=', filter.language)
  return query
}

/** A queue entry as the console lists it: the conversation, both people, its last message and its claim. */
export interface QueueRow {
  conversation_id: number
  site_id: number
  language: string
  waiting_since: number
  member_id: number
  member_name: string
  member_birth_date: string
  member_city: string | null
  member_photo: string | null
  fictional_id: number
  fictional_name: string
  fictional_birth_date: string
  fictional_city: string | null
  fictional_photo: string | null
  last_kind: string | null
  last_body: string | null
  last_at: number | null
  claimed_by: number | null
  claim_expires_at: number | null
}

type People = Pick<QueueRow, `${'member' | 'fictional'}_${'name' | 'birth_date' | 'city' | 'photo'}`>

/**
 * Rows naming a member and a profile, with both people's name, birth date, town and main photo, read by key
 * in one small query; a row whose people are gone is left out.
 */
async function withPeople<Row extends { member_id: number; fictional_id: number }>(
  db: Database,
  rows: Row[],
): Promise<Array<Row & People>> {
  if (rows.length === 0) return []
  const people = await db
    .selectFrom('profiles as p')
    .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
    .select(['p.user_id', 'p.name', 'p.birth_date', 'p.city', 'ph.thumb_filename as photo'])
    .where('p.user_id', 'in', [...new Set(rows.flatMap((row) => [row.member_id, row.fictional_id]))])
    .execute()
  const person = new Map(people.map((row) => [row.user_id, row]))
  return rows.flatMap((row) => {
    const member = person.get(row.member_id)
    const fictional = person.get(row.fictional_id)
    if (!member || !fictional) return []
    return [
      {
        ...row,
        member_name: member.name,
        member_birth_date: member.birth_date,
        member_city: member.city,
        member_photo: member.photo,
        fictional_name: fictional.name,
        fictional_birth_date: fictional.birth_date,
        fictional_city: fictional.city,
        fictional_photo: fictional.photo,
      },
    ]
  })
}

/** The last message of each conversation. */
function lastMessagesOf(db: Database, conversationIds: number[]) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('messages as m', 'm.id', 'c.last_message_id')
    .select(['c.id', 'm.kind', 'm.body', 'm.created_at'])
    .where('c.id', 'in', conversationIds)
    .execute()
}

function liveClaimsOf(db: Database, conversationIds: number[], now: number) {
  return db
    .selectFrom('conversation_claims')
    .select(['conversation_id', 'operator_id', 'expires_at'])
    .where('conversation_id', 'in', conversationIds)
    .where('expires_at', '>', now)
    .execute()
}

type QueueBase = Pick<
  QueueRow,
  'conversation_id' | 'site_id' | 'language' | 'waiting_since' | 'member_id' | 'fictional_id'
>

/** Queue rows completed by key: both people, the last message, and who holds each now. */
async function completeQueueRows(db: Database, base: QueueBase[], now: number): Promise<QueueRow[]> {
  if (base.length === 0) return []
  const conversationIds = base.map((row) => row.conversation_id)
  const [rows, messages, claims] = await Promise.all([
    withPeople(db, base),
    lastMessagesOf(db, conversationIds),
    liveClaimsOf(db, conversationIds, now),
  ])
  const message = new Map(messages.map((row) => [row.id, row]))
  const claim = new Map(claims.map((row) => [row.conversation_id, row]))
  return rows.map((row) => {
    const last = message.get(row.conversation_id)
    const held = claim.get(row.conversation_id)
    return {
      ...row,
      last_kind: last?.kind ?? null,
      last_body: last?.body ?? null,
      last_at: last?.created_at ?? null,
      claimed_by: held?.operator_id ?? null,
      claim_expires_at: held?.expires_at ?? null,
    }
  })
}

/**
 * The oldest waiting conversations first, with who holds each now. The page is chosen on the queue, the
 * profile and the member alone (in the order of the queue's index), and its 50 rows are then completed by key
 * in small reads: PostgreSQL spends longer planning one join of ten tables (5–30 ms a call on the bench
 * machine) than running it (1 ms), and a join of three plans at once.
 */
export async function listQueue(
  db: Database,
  viewer: QueueViewer,
  filter: QueueFilter,
  now: number,
  limit: number,
): Promise<QueueRow[]> {
  const page = await queueRows(db, viewer, filter)
    .select([
      'q.conversation_id',
      'q.site_id',
      'q.language',
      'q.waiting_since',
      'q.member_id',
      'q.fictional_id',
    ])
    .orderBy('q.waiting_since')
    .orderBy('q.conversation_id')
    .limit(limit)
    .execute()
  return completeQueueRows(db, page, now)
}

/**
 * The conversations the operator holds now that wait no more (answered): listed beside the queue so that the
 * operator finds them again, in the queue's own shape.
 */
export async function listHeldAnswered(db: Database, operatorId: number, now: number): Promise<QueueRow[]> {
  const held = await db
    .selectFrom('conversation_claims as cc')
    .innerJoin('conversations as c', 'c.id', 'cc.conversation_id')
    .innerJoin('fictional_profiles as fp', (join) =>
      join.on((eb) =>
        eb.or([
          eb('fp.user_id', '=', eb.ref('c.user_low_id')),
          eb('fp.user_id', '=', eb.ref('c.user_high_id')),
        ]),
      ),
    )
    .innerJoin('users as m', (join) =>
      join.on(
        sql<boolean>`m.id = case when fp.user_id = c.user_low_id then c.user_high_id else c.user_low_id end`,
      ),
    )
    .select([
      'c.id as conversation_id',
      'c.site_id',
      'm.language',
      sql<number>`coalesce(c.last_message_at, c.created_at)`.as('waiting_since'),
      'm.id as member_id',
      'fp.user_id as fictional_id',
    ])
    .where('cc.operator_id', '=', operatorId)
    .where('cc.expires_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('conversation_queue as q')
            .select('q.conversation_id')
            .whereRef('q.conversation_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('cc.claimed_at')
    .execute()
  return completeQueueRows(
    db,
    held.map((row) => ({ ...row, waiting_since: Number(row.waiting_since) })),
    now,
  )
}

/**
 * The waiting conversations, counted up to `upTo`: past that an operator needs no exact figure, and counting
 * stops early instead of joining every waiting row to its profile and member (10,000 on a busy site).
 */
export async function countQueue(
  db: Database,
  viewer: QueueViewer,
  filter: QueueFilter,
  upTo: number,
): Promise<number> {
  // In the queue's own order, so that both engines walk its index and stop, instead of hashing every member.
  const waiting = queueRows(db, viewer, filter)
    .select('q.conversation_id')
    .orderBy('q.waiting_since')
    .orderBy('q.conversation_id')
    .limit(upTo)
  const row = await db
    .selectFrom(waiting.as('waiting'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A conversation between a real member and a fictional profile, with what decides who may answer it. */
export function findConsoleConversation(db: Database, conversationId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as low', 'low.id', 'c.user_low_id')
    .innerJoin('users as high', 'high.id', 'c.user_high_id')
    .innerJoin('fictional_profiles as fp', (join) =>
      join.on((eb) =>
        eb.or([eb('fp.user_id', '=', eb.ref('low.id')), eb('fp.user_id', '=', eb.ref('high.id'))]),
      ),
    )
    .select([
      'c.id',
      'c.site_id',
      'fp.user_id as fictional_id',
      'fp.state as fictional_state',
      sql<number>`case when fp.user_id = c.user_low_id then c.user_high_id else c.user_low_id end`.as(
        'member_id',
      ),
      sql<string>`case when fp.user_id = c.user_low_id then high.status else low.status end`.as(
        'member_status',
      ),
      sql<number>`case when fp.user_id = c.user_low_id then high.is_fictional else low.is_fictional end`.as(
        'member_fictional',
      ),
    ])
    .where('c.id', '=', conversationId)
    .executeTakeFirst()
}

export async function isNamedOperator(
  db: Database,
  fictionalId: number,
  operatorId: number,
): Promise<boolean> {
  const named = await db
    .selectFrom('fictional_operators')
    .select(['operator_id'])
    .where('fictional_id', '=', fictionalId)
    .execute()
  return named.length === 0 || named.some((row) => row.operator_id === operatorId)
}

/** Claims are counted and taken one at a time per operator: their row is locked first. */
export async function lockOperator(trx: Database, operatorId: number): Promise<void> {
  await lockingRows(trx, trx.selectFrom('users').select('id').where('id', '=', operatorId)).execute()
}

export async function deleteExpiredClaim(trx: Database, conversationId: number, now: number): Promise<void> {
  await trx
    .deleteFrom('conversation_claims')
    .where('conversation_id', '=', conversationId)
    .where('expires_at', '<=', now)
    .execute()
}

export function findClaim(db: Database, conversationId: number) {
  return db
    .selectFrom('conversation_claims')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
}

export async function countHeld(db: Database, operatorId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_claims')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('operator_id', '=', operatorId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
  now: number,
  expiresAt: number,
) {
  await trx
    .insertInto('conversation_claims')
    .values({
      conversation_id: conversationId,
      operator_id: operatorId,
      claimed_at: now,
      expires_at: expiresAt,
    })
    .execute()
}

export async function renewClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
  expiresAt: number,
) {
  await trx
    .updateTable('conversation_claims')
    .set({ expires_at: expiresAt })
    .where('conversation_id', '=', conversationId)
    .where('operator_id', '=', operatorId)
    .execute()
}

/** Lets go of the operator's claim; true when there was one. */
export async function deleteClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('conversation_claims')
    .where('conversation_id', '=', conversationId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export function findPerson(db: Database, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
    .select([
      'u.id',
      'u.language',
      'u.credits',
      'u.paid_user',
      'u.signup_date',
      'p.name',
      'p.gender',
      'p.birth_date',
      'p.city',
      'p.country',
      'p.about_me',
      'ph.thumb_filename as photo',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow()
}

export async function findLanguages(db: Database, fictionalId: number): Promise<string[]> {
  const row = await db
    .selectFrom('fictional_profiles')
    .select('languages')
    .where('user_id', '=', fictionalId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.languages) as string[]) : []
}

export async function spentIn(db: Database, conversationId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('cost'), eb.val(0)).as('spent'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.spent)
}

export function findNote(db: Database, subjectId: number) {
  return db
    .selectFrom('staff_notes as n')
    .leftJoin('users as u', 'u.id', 'n.updated_by')
    .select(['n.subject_id', 'n.body', 'n.updated_at', 'u.email as updated_by'])
    .where('n.subject_id', '=', subjectId)
    .executeTakeFirst()
}

export async function writeNote(
  trx: Database,
  subjectId: number,
  body: string,
  staffId: number,
  now: number,
) {
  await trx
    .insertInto('staff_notes')
    .values({ subject_id: subjectId, body, updated_by: staffId, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('subject_id').doUpdateSet({ body, updated_by: staffId, updated_at: now }),
    )
    .execute()
}

/** The member or fictional profile a note is about, with its site; undefined for anyone else. */
export function findNoteSubject(db: Database, subjectId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'site_id', 'role'])
    .where('id', '=', subjectId)
    .where('role', '=', 'member')
    .executeTakeFirst()
}

/** The conversations in which operators answered within the period, with each answer's operator. */
export function answersIn(
  db: Database,
  range: { from: number; to: number },
  scope: { siteIds: readonly number[] | null; site?: number; operatorId: number | null },
) {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id'])
    .distinct()
    .where('m.answered_by', 'is not', null)
    .where('m.created_at', '>=', range.from)
    .where('m.created_at', '<', range.to)
  if (scope.operatorId !== null) query = query.where('m.answered_by', '=', scope.operatorId)
  const siteIds = siteIdsOf(scope.siteIds)
  if (siteIds !== null) query = query.where('c.site_id', 'in', siteIds)
  if (scope.site !== undefined) query = query.where('c.site_id', '=', scope.site)
  return query.execute()
}

/** Every message of the conversations from a time on, in order: answers, what came before and after. */
export function messagesSince(db: Database, conversationIds: readonly number[], since: number) {
  if (conversationIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'answered_by', 'cost', 'created_at'])
    .where('conversation_id', 'in', conversationIds)
    .where('created_at', '>=', since)
    .orderBy('conversation_id')
    .orderBy('id')
    .execute()
}

export function namesOf(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.name'])
    .where('u.id', 'in', ids)
    .execute()
}

/** The time of the member's latest message in the conversation. */
export async function lastMemberMessageAt(
  db: Database,
  conversationId: number,
  memberId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', memberId)
    .executeTakeFirst()
  return row?.at === null || row?.at === undefined ? null : Number(row.at)
}

export async function insertHeldReply(
  trx: Database,
  answer: {
    conversationId: number
    siteId: number
    fictionalId: number
    memberId: number
    operatorId: number
    kind: string
    body: string | null
    giftId: number | null
    photoId: number | null
  },
  sendAt: number,
  now: number,
): Promise<void> {
  await trx
    .insertInto('held_replies')
    .values({
      conversation_id: answer.conversationId,
      site_id: answer.siteId,
      fictional_id: answer.fictionalId,
      member_id: answer.memberId,
      operator_id: answer.operatorId,
      kind: answer.kind,
      body: answer.body,
      gift_id: answer.giftId,
      photo_id: answer.photoId,
      send_at: sendAt,
      created_at: now,
    })
    .execute()
}

function answerKind(kind: string): 'text' | 'gift' | 'photo' {
  return kind === 'gift' || kind === 'photo' ? kind : 'text'
}

/** Held answers whose time came, oldest first, in the shape they are sent in. */
export async function dueHeldReplies(db: Database, now: number, limit: number) {
  const rows = await db
    .selectFrom('held_replies')
    .selectAll()
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    siteId: row.site_id,
    fictionalId: row.fictional_id,
    memberId: row.member_id,
    operatorId: row.operator_id,
    kind: answerKind(row.kind),
    body: row.body,
    giftId: row.gift_id,
    photoId: row.photo_id,
    createdAt: row.created_at,
  }))
}

export async function deleteHeldReply(trx: Database, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('held_replies').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function queuedSince(db: Database, conversationId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversation_queue')
    .select('waiting_since')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
  return row?.waiting_since
}

/** The answers of a conversation still held back, for the console to show as on their way. */
export function listHeldReplies(db: Database, conversationId: number) {
  return db
    .selectFrom('held_replies as h')
    .leftJoin('gifts as g', 'g.id', 'h.gift_id')
    .leftJoin('photos as p', 'p.id', 'h.photo_id')
    .select([
      'h.id',
      'h.kind',
      'h.body',
      'h.send_at',
      'g.slug as gift_slug',
      'p.thumb_filename as photo_thumb',
    ])
    .where('h.conversation_id', '=', conversationId)
    .orderBy('h.send_at')
    .execute()
}

/** The sites whose settings may ask for first contacts. */
export async function listSiteIds(db: Database): Promise<number[]> {
  return (await db.selectFrom('sites').select('id').orderBy('id').execute()).map((row) => row.id)
}

/**
 * New members of a site due a first contact, at random: speaking one of `languages`, activated within
 * `newForMs` and at least `delayMs` ago, mail not stopped and new-conversation mails not turned off, fewer than
 * `perMember` first contacts so far and none within `delayMs`. At random, so that members no profile matches
 * never keep the others waiting.
 */
export function dueForFirstContact(
  db: Database,
  due: {
    siteId: number
    languages: string[]
    now: number
    delayMs: number
    newForMs: number
    perMember: number
    limit: number
  },
) {
  return (
    db
      .selectFrom('users')
      .innerJoin('profiles as p', 'p.user_id', 'users.id')
      .select(['users.id', 'users.language', 'p.country', 'p.gender', 'p.sexuality'])
      .where('users.site_id', '=', due.siteId)
      .where('users.is_fictional', '=', 0)
      .where('users.role', '=', 'member')
      .where('users.status', '=', 'active')
      .where('users.language', 'in', due.languages)
      .where('users.activated_at', '<=', due.now - due.delayMs)
      .where('users.activated_at', '>=', due.now - due.newForMs)
      // A first contact comes as a new conversation: never to a member who does not want its mails.
      .where(mailWantedFilter('new_conversations'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('first_contacts as fc')
              .select('fc.id')
              .whereRef('fc.member_id', '=', 'users.id')
              .where('fc.sent_at', '>', due.now - due.delayMs),
          ),
        ),
      )
      .where(
        (eb) =>
          eb
            .selectFrom('first_contacts as fc')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('fc.member_id', '=', 'users.id'),
        '<',
        due.perMember,
      )
      .orderBy(sql`random()`)
      .limit(due.limit)
      .execute()
  )
}

/**
 * One active fictional profile, at random, that a member matches as suggestions match members (visible, with a
 * photo, of the member's country, the genders fitting both ways, no block either way), writes in the
 * member's language (a profile naming no language writes in its site's), and has no conversation or first
 * contact with the member yet.
 */
export async function pickFirstContactProfile(
  db: Database,
  siteId: number,
  member: { id: number; language: string; wish: Wish },
  writesSiteLanguage: boolean,
): Promise<number | undefined> {
  const row = await wishedMembers(db, siteId, member.wish, { id: member.id, blocked: null })
    .innerJoin('fictional_profiles as fp', 'fp.user_id', 'profiles.user_id')
    .where('fp.state', '=', 'active')
    .where((eb) => {
      const own = eb('fp.languages', 'like', `%"${member.language}"%`)
      return writesSiteLanguage ? eb.or([own, eb('fp.languages', '=', '[]')]) : own
    })
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('conversations as c')
            .select('c.id')
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('c.user_low_id', '=', member.id),
                  eb('c.user_high_id', '=', eb.ref('profiles.user_id')),
                ]),
                eb.and([
                  eb('c.user_high_id', '=', member.id),
                  eb('c.user_low_id', '=', eb.ref('profiles.user_id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('first_contacts as fc')
            .select('fc.id')
            .where('fc.member_id', '=', member.id)
            .whereRef('fc.fictional_id', '=', 'profiles.user_id'),
        ),
      ),
    )
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst()
  return row?.user_id
}

/** Records a first contact; false when the pair had one already (another process, a second run). */
export async function insertFirstContact(
  trx: Database,
  contact: { siteId: number; memberId: number; fictionalId: number; now: number },
): Promise<number | null> {
  const row = await trx
    .insertInto('first_contacts')
    .values({
      site_id: contact.siteId,
      member_id: contact.memberId,
      fictional_id: contact.fictionalId,
      sent_at: contact.now,
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'fictional_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

export async function completeFirstContact(
  trx: Database,
  id: number,
  sent: { conversationId: number; messageId: number },
): Promise<void> {
  await trx
    .updateTable('first_contacts')
    .set({ conversation_id: sent.conversationId, message_id: sent.messageId })
    .where('id', '=', id)
    .execute()
}

function firstContactRows(db: Database, viewer: QueueViewer, site: number | undefined) {
  let query = db.selectFrom('first_contacts as fc')
  if (viewer.operatorId !== null) query = query.where(answerableBy(viewer.operatorId, 'fc.fictional_id'))
  const siteIds = siteIdsOf(viewer.siteIds)
  if (siteIds !== null) query = query.where('fc.site_id', 'in', siteIds)
  if (site !== undefined) query = query.where('fc.site_id', '=', site)
  return query
}

/** The member's messages in the conversation of a first contact: their answers to it. */
function answersToContact(eb: ExpressionBuilder<DB & { fc: DB['first_contacts'] }, 'fc'>) {
  return eb
    .selectFrom('messages as r')
    .whereRef('r.conversation_id', '=', 'fc.conversation_id')
    .whereRef('r.sender_id', '=', 'fc.member_id')
}

/** The newest first contacts the staff member may see, with both people and whether the member wrote back. */
export async function listFirstContacts(
  db: Database,
  viewer: QueueViewer,
  site: number | undefined,
  limit: number,
) {
  const rows = await firstContactRows(db, viewer, site)
    .leftJoin('messages as fm', 'fm.id', 'fc.message_id')
    .select((eb) => [
      'fc.id',
      'fc.site_id',
      'fc.conversation_id',
      'fc.sent_at',
      'fm.body',
      'fc.member_id',
      'fc.fictional_id',
      answersToContact(eb)
        .select((inner) => inner.fn.min('r.created_at').as('at'))
        .as('replied_at'),
    ])
    .orderBy('fc.sent_at', 'desc')
    .orderBy('fc.id', 'desc')
    .limit(limit)
    .execute()
  return withPeople(db, rows)
}

export type FirstContactRow = Awaited<ReturnType<typeof listFirstContacts>>[number]

/** First contacts sent since `since`, and how many of them the member wrote back to. */
export async function countFirstContacts(
  db: Database,
  viewer: QueueViewer,
  site: number | undefined,
  since: number,
): Promise<{ sent: number; replied: number }> {
  const row = await firstContactRows(db, viewer, site)
    .where('fc.sent_at', '>=', since)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('sent'),
      eb.fn
        .count<number | string>('fc.id')
        .filterWhere((inner) => inner.exists(answersToContact(inner).select('r.id')))
        .as('replied'),
    ])
    .executeTakeFirstOrThrow()
  return { sent: Number(row.sent), replied: Number(row.replied) }
}

/** The message with which the profile wrote first in this conversation, if it did. */
export async function firstContactMessage(db: Database, conversationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('first_contacts')
    .select('message_id')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
  return row?.message_id ?? null
}
