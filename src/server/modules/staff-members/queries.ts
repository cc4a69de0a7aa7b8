import { sql } from 'kysely'
import { type Database, inByteOrder } from '#server/db/database.js'
import type { MemberSort, SearchTerm } from './search-term.js'

export interface MemberFilter {
  term: SearchTerm | null
  /** null: every site. */
  siteIds: readonly number[] | null
  site?: number
  status?: string
  paid?: boolean
  fictional?: boolean
  sort: MemberSort
  offset: number
  limit: number
}

/** The upper end of a prefix range: the prefix with its last character one higher. */
function afterPrefix(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1)
}

function emailPrefixIds(db: Database, prefix: string) {
  const email = inByteOrder(db, sql<string>`email`)
  return db.selectFrom('users').select('id').where(email, '>=', prefix).where(email, '<', afterPrefix(prefix))
}

/**
 * The spellings a lower-case prefix may have in `lower(name)`: SQLite's lower() (and PostgreSQL's under the
 * C locale) folds A-Z only, so "Élodie" stays "Élodie" there. Each letter outside ASCII is tried in both
 * cases, at most 16 spellings.
 */
function storedSpellings(prefix: string): string[] {
  let spellings = ['']
  for (const char of prefix) {
    const upper = char.toUpperCase()
    const both = char > '\u007f' && upper !== char && [...upper].length === 1 && spellings.length < 16
    spellings = spellings.flatMap((start) => (both ? [start + char, start + upper] : [start + char]))
  }
  return spellings
}

function namePrefixIds(db: Database, prefix: string) {
  const name = inByteOrder(db, sql<string>`lower(name)`)
  return db
    .selectFrom('profiles')
    .select('user_id as id')
    .where((eb) =>
      eb.or(
        storedSpellings(prefix).map((start) =>
          eb.and([eb(name, '>=', start), eb(name, '<', afterPrefix(start))]),
        ),
      ),
    )
}

/** Accounts that logged in, or tried to, from the address. */
function ipIds(db: Database, ip: string) {
  return db
    .selectFrom('login_attempts as la')
    .innerJoin('users as u', (join) =>
      join.onRef('u.site_id', '=', 'la.site_id').onRef('u.email', '=', 'la.email'),
    )
    .select('u.id')
    .where('la.ip', '=', ip)
    .union(db.selectFrom('sessions').select('user_id as id').where('ip', '=', ip))
}

function termIds(db: Database, term: Exclude<SearchTerm, { kind: 'id' }>) {
  if (term.kind === 'email') return emailPrefixIds(db, term.prefix)
  if (term.kind === 'ip') return ipIds(db, term.ip)
  return emailPrefixIds(db, term.prefix).union(namePrefixIds(db, term.prefix))
}

/** One page of the back-office's member list (one row more than asked, to tell whether more follow). */
export function searchMembers(db: Database, filter: MemberFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select([
      'users.id',
      'users.site_id',
      'users.email',
      'profiles.name',
      'users.status',
      'users.role',
      'users.credits',
      'users.paid_user',
      'users.is_fictional',
      'users.signup_date',
      'users.last_seen_at',
      'photos.thumb_filename',
    ])
  const { term } = filter
  if (term?.kind === 'id') query = query.where('users.id', '=', term.id)
  else if (term) query = query.where('users.id', 'in', termIds(db, term))
  if (filter.siteIds !== null) {
    if (filter.siteIds.length === 0) return Promise.resolve([])
    query = query.where('users.site_id', 'in', filter.siteIds)
  }
  if (filter.site !== undefined) query = query.where('users.site_id', '=', filter.site)
  if (filter.status !== undefined) query = query.where('users.status', '=', filter.status)
  if (filter.paid !== undefined) query = query.where('users.paid_user', '=', filter.paid ? 1 : 0)
  if (filter.fictional !== undefined) query = query.where('users.is_fictional', '=', filter.fictional ? 1 : 0)
  if (filter.sort === 'oldest') query = query.orderBy('users.id', 'asc')
  // Members who never came back come last on both engines.
  else if (filter.sort === 'last_seen')
    query = query
      .orderBy('users.last_seen_at', (order) => order.desc().nullsLast())
      .orderBy('users.id', 'desc')
  else if (filter.sort === 'credits')
    query = query.orderBy('users.credits', 'desc').orderBy('users.id', 'desc')
  else query = query.orderBy('users.id', 'desc')
  return query
    .offset(filter.offset)
    .limit(filter.limit + 1)
    .execute()
}

/** The account and profile of one member, for the back-office. */
export function findMemberAccount(db: Database, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('photos', 'photos.id', 'profiles.main_photo_id')
    .select([
      'users.id',
      'users.site_id',
      'users.email',
      'users.status',
      'users.role',
      'users.credits',
      'users.paid_user',
      'users.is_fictional',
      'users.language',
      'users.invisible',
      'users.notifications_disabled',
      'users.signup_date',
      'users.last_seen_at',
      'users.activated_at',
      'users.deleted_at',
      'users.delete_reason',
      'profiles.user_id as profile_id',
      'profiles.name',
      'profiles.gender',
      'profiles.birth_date',
      'profiles.country',
      'profiles.city',
      'profiles.about_me',
      'profiles.status as profile_status',
      'photos.thumb_filename',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst()
}

export function listMemberPhotos(db: Database, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private', 'status', 'purpose', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'deleted')
    .orderBy('purpose')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function listLedger(db: Database, userId: number, limit: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'amount', 'kind', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function listPayments(db: Database, userId: number, limit: number) {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'provider',
      'method',
      'status',
      'currency',
      'amount_cents',
      'credits',
      'created_at',
      'completed_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export async function countConversations(db: Database, userId: number) {
  const [conversations, sent] = await Promise.all([
    db
      .selectFrom('conversation_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sender_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return { total: Number(conversations.n), messages_sent: Number(sent.n) }
}

export function listSessions(db: Database, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', Date.now())
    .orderBy('last_seen_at', 'desc')
    .limit(50)
    .execute()
}

export function listLogins(db: Database, siteId: number, email: string, limit: number) {
  return db
    .selectFrom('login_attempts')
    .select(['ip', 'user_agent', 'succeeded', 'created_at'])
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}

export function listNotificationSettings(db: Database, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['type', 'email', 'push'])
    .where('user_id', '=', userId)
    .orderBy('type')
    .execute()
}

export async function countPushDevices(db: Database, userId: number) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Complaints the member made, and complaints about them. */
export function listComplaints(db: Database, userId: number) {
  return db
    .selectFrom('complaints')
    .select(['id', 'user_id', 'reason', 'status', 'created_at'])
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.and([eb('subject_type', '=', 'member'), eb('subject_id', '=', userId)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
}

export async function updateAccount(
  trx: Database,
  userId: number,
  changes: { status?: string; role?: string; email?: string; paid_user?: number },
  now: number,
) {
  await trx
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute()
}

export async function updateProfileFields(
  trx: Database,
  userId: number,
  changes: { name?: string; city?: string; about_me?: string },
  now: number,
) {
  await trx
    .updateTable('profiles')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
}

/** The member's conversations, newest first, with the other member and the number of messages. */
export function listConversations(db: Database, userId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as o', (join) =>
      join.on(
        'o.id',
        '=',
        sql<number>`case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end`,
      ),
    )
    .leftJoin('profiles as p', 'p.user_id', 'o.id')
    .select([
      'c.id',
      'o.id as other_id',
      'p.name as other_name',
      'o.is_fictional as other_fictional',
      'c.last_message_at',
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('m.conversation_id', '=', 'c.id')
          .as('messages'),
    ])
    .where((eb) => eb.or([eb('c.user_low_id', '=', userId), eb('c.user_high_id', '=', userId)]))
    .orderBy('c.last_message_at', 'desc')
    .limit(500)
    .execute()
}

/** The newest messages of a conversation the member is in (none when they are not in it). */
export function listConversationMessages(
  db: Database,
  userId: number,
  conversationId: number,
  limit: number,
) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('photos', 'photos.id', 'm.photo_id')
    .leftJoin('gifts', 'gifts.id', 'm.gift_id')
    .select([
      'm.id',
      'm.sender_id',
      'm.kind',
      'm.body',
      'photos.filename as photo_filename',
      'gifts.slug as gift',
      'm.created_at',
    ])
    .where('c.id', '=', conversationId)
    .where((eb) => eb.or([eb('c.user_low_id', '=', userId), eb('c.user_high_id', '=', userId)]))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()
}

export function findConversationOf(db: Database, userId: number, conversationId: number) {
  return db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('user_low_id', '=', userId), eb('user_high_id', '=', userId)]))
    .executeTakeFirst()
}

/** Where each site serves its photos from. */
export function listCdnPrefixes(db: Database, siteIds: number[]) {
  if (siteIds.length === 0) return Promise.resolve([])
  return db.selectFrom('sites').select(['id', 'cdn_prefix']).where('id', 'in', siteIds).execute()
}
