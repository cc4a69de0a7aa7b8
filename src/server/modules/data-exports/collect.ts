import type { Database } from '#server/db/database.js'

/**
 * Everything the site holds about one member, read for their export (docs/product.md, Your own data). Of
 * the other members it names only their display name: never their e-mail, position or anything private.
 */
export interface MemberData {
  account: Record<string, unknown>
  profile: Record<string, unknown> | null
  photos: PhotoEntry[]
  messages: Record<string, unknown>[]
  likes: { given: Record<string, unknown>[]; received: Record<string, unknown>[] }
  gifts: { sent: Record<string, unknown>[]; received: Record<string, unknown>[] }
  payments: {
    payments: Record<string, unknown>[]
    direct_debits: Record<string, unknown>[]
    ledger: Record<string, unknown>[]
    discount_codes: Record<string, unknown>[]
  }
  notifications: Record<string, unknown>
  logins: { sessions: Record<string, unknown>[]; login_attempts: Record<string, unknown>[] }
  blocks: Record<string, unknown>[]
  complaints: Record<string, unknown>[]
}

export interface PhotoEntry {
  id: number
  purpose: string
  is_private: boolean
  status: string
  width: number
  height: number
  created_at: number
  /** The stored file, as the storage knows it. */
  stored_file: string
  /** Where the file is inside the ZIP. */
  file: string
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export async function collectMemberData(db: Database, userId: number): Promise<MemberData | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) return null
  const [profile, photos, messages, likes, gifts, payments, notifications, logins, blocks, complaints] =
    await Promise.all([
      readProfile(db, userId),
      readPhotos(db, userId),
      readMessages(db, userId),
      readLikes(db, userId),
      readGifts(db, userId),
      readPayments(db, userId),
      readNotifications(db, userId, user.notifications_disabled),
      readLogins(db, userId, user.site_id, user.email),
      readBlocks(db, userId),
      readComplaints(db, userId),
    ])
  return {
    account: await readAccount(db, user),
    profile,
    photos,
    messages,
    likes,
    gifts,
    payments,
    notifications,
    logins,
    blocks,
    complaints,
  }
}

async function readAccount(
  db: Database,
  user: {
    id: number
    email: string
    language: string
    signup_date: number
    activated_at: number | null
    last_seen_at: number | null
    status: string
    credits: number
    paid_user: number
    invisible: number
    deleted_at: number | null
  },
) {
  const [tracking, flags, mailLinks] = await Promise.all([
    db
      .selectFrom('tracking_data')
      .select(['network', 'ref', 'sub1', 'sub2', 'sub3', 'landing_path', 'created_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db.selectFrom('user_flags').select(['name', 'set_at']).where('user_id', '=', user.id).execute(),
    db
      .selectFrom('email_tokens')
      .select(['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
  ])
  return {
    id: user.id,
    email: user.email,
    language: user.language,
    signup_date: iso(user.signup_date),
    activated_at: iso(user.activated_at),
    last_seen_at: iso(user.last_seen_at),
    status: user.status,
    credits: user.credits,
    premium: user.paid_user === 1,
    invisible: user.invisible === 1,
    deleted_at: iso(user.deleted_at),
    tracking_source: tracking
      ? {
          network: tracking.network,
          ref: tracking.ref,
          sub1: tracking.sub1,
          sub2: tracking.sub2,
          sub3: tracking.sub3,
          landing_path: tracking.landing_path,
          recorded_at: iso(tracking.created_at),
        }
      : null,
    flags: flags.map((flag) => ({ name: flag.name, set_at: iso(flag.set_at) })),
    mailed_links: mailLinks.map((link) => ({
      purpose: link.purpose,
      new_email: link.new_email,
      sent_at: iso(link.created_at),
      expires_at: iso(link.expires_at),
      used_at: iso(link.used_at),
    })),
  }
}

async function readProfile(db: Database, userId: number) {
  const profile = await db
    .selectFrom('profiles')
    .leftJoin('regions', 'regions.id', 'profiles.region_id')
    .selectAll('profiles')
    .select('regions.name as region_name')
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst()
  if (!profile) return null
  const interests = await db
    .selectFrom('profile_interests')
    .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
    .select('interests.slug')
    .where('profile_interests.user_id', '=', userId)
    .orderBy('interests.sort_order')
    .execute()
  const { user_id: _user, site_id: _site, last_active_at, updated_at, ...fields } = profile
  return {
    ...fields,
    searchable: profile.searchable === 1,
    has_photo: profile.has_photo === 1,
    interests: interests.map((interest) => interest.slug),
    last_active_at: iso(last_active_at),
    updated_at: iso(updated_at),
  }
}

async function readPhotos(db: Database, userId: number): Promise<PhotoEntry[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'filename', 'purpose', 'is_private', 'status', 'width', 'height', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('purpose')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  return rows.map((photo) => ({
    id: photo.id,
    purpose: photo.purpose,
    is_private: photo.is_private === 1,
    status: photo.status,
    width: photo.width,
    height: photo.height,
    created_at: photo.created_at,
    stored_file: photo.filename,
    file: `photos/${photo.purpose}-${photo.id}.webp`,
  }))
}

/** Every message of the member's conversations, both directions, with the other member's display name. */
async function readMessages(db: Database, userId: number) {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .leftJoin('profiles as other', (join) =>
      join.on((eb) =>
        eb(
          'other.user_id',
          '=',
          eb
            .case()
            .when('conversations.user_low_id', '=', userId)
            .then(eb.ref('conversations.user_high_id'))
            .else(eb.ref('conversations.user_low_id'))
            .end(),
        ),
      ),
    )
    .leftJoin('gifts', 'gifts.id', 'messages.gift_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sender_id',
      'messages.kind',
      'messages.body',
      'messages.photo_id',
      'messages.cost',
      'messages.created_at',
      'gifts.slug as gift',
      'other.name as other_member',
    ])
    .where((eb) =>
      eb.or([eb('conversations.user_low_id', '=', userId), eb('conversations.user_high_id', '=', userId)]),
    )
    .orderBy('messages.conversation_id')
    .orderBy('messages.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    conversation: row.conversation_id,
    direction: row.sender_id === userId ? 'sent' : 'received',
    other_member: row.other_member,
    kind: row.kind,
    body: row.body,
    gift: row.gift,
    photo_id: row.photo_id,
    credits_spent: row.sender_id === userId ? row.cost : 0,
    sent_at: iso(row.created_at),
  }))
}

async function readLikes(db: Database, userId: number) {
  const given = await db
    .selectFrom('likes')
    .leftJoin('profiles', 'profiles.user_id', 'likes.liked_id')
    .select(['profiles.name', 'likes.source', 'likes.created_at'])
    .where('likes.liker_id', '=', userId)
    .orderBy('likes.created_at')
    .execute()
  const received = await db
    .selectFrom('likes')
    .leftJoin('profiles', 'profiles.user_id', 'likes.liker_id')
    .select(['profiles.name', 'likes.source', 'likes.created_at'])
    .where('likes.liked_id', '=', userId)
    .orderBy('likes.created_at')
    .execute()
  const present = (like: { name: string | null; source: string; created_at: number }) => ({
    member: like.name,
    source: like.source,
    at: iso(like.created_at),
  })
  return { given: given.map(present), received: received.map(present) }
}

async function readGifts(db: Database, userId: number) {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('gifts', 'gifts.id', 'messages.gift_id')
    .select(['messages.id', 'messages.sender_id', 'messages.cost', 'messages.created_at', 'gifts.slug'])
    .where((eb) =>
      eb.or([eb('conversations.user_low_id', '=', userId), eb('conversations.user_high_id', '=', userId)]),
    )
    .orderBy('messages.id')
    .execute()
  const present = (row: (typeof rows)[number]) => ({
    message_id: row.id,
    gift: row.slug,
    credits: row.sender_id === userId ? row.cost : null,
    at: iso(row.created_at),
  })
  return {
    sent: rows.filter((row) => row.sender_id === userId).map(present),
    received: rows.filter((row) => row.sender_id !== userId).map(present),
  }
}

async function readPayments(db: Database, userId: number) {
  const [payments, directDebits, ledger, codes] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'id',
        'provider',
        'provider_payment_id',
        'method',
        'country',
        'currency',
        'amount_cents',
        'credits',
        'discount_percentage',
        'status',
        'created_at',
        'completed_at',
        'amount_refunded_cents',
        'amount_charged_back_cents',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // The full account number is kept for the collection only; the member's export shows it masked.
    db
      .selectFrom('direct_debit_requests')
      .select(['id', 'iban_masked', 'holder', 'phone', 'amount_cents', 'currency', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('credit_ledger')
      .select(['id', 'amount', 'kind', 'reason', 'reference', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('discount_code_uses')
      .innerJoin('discount_codes', 'discount_codes.id', 'discount_code_uses.discount_code_id')
      .select(['discount_codes.code', 'discount_codes.value_percentage', 'discount_code_uses.payment_id'])
      .select('discount_code_uses.created_at')
      .where('discount_code_uses.user_id', '=', userId)
      .orderBy('discount_code_uses.id')
      .execute(),
  ])
  return {
    payments: payments.map((p) => ({
      ...p,
      created_at: iso(p.created_at),
      completed_at: iso(p.completed_at),
    })),
    direct_debits: directDebits.map((d) => ({ ...d, created_at: iso(d.created_at) })),
    ledger: ledger.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    discount_codes: codes.map((use) => ({ ...use, created_at: iso(use.created_at) })),
  }
}

async function readNotifications(db: Database, userId: number, disabled: string) {
  const [settings, subscriptions, mails] = await Promise.all([
    db
      .selectFrom('notification_settings')
      .select(['type', 'email', 'push'])
      .where('user_id', '=', userId)
      .orderBy('type')
      .execute(),
    // Endpoints only: the keys would let anyone holding the file send pushes to the device.
    db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('notification_mails')
      .select(['type', 'due_at', 'sent_at', 'outcome'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ])
  return {
    all_mail_stopped: disabled,
    settings: settings.map((s) => ({ type: s.type, email: s.email === 1, push: s.push === 1 })),
    push_subscriptions: subscriptions.map((s) => ({
      endpoint: s.endpoint,
      created_at: iso(s.created_at),
      last_used_at: iso(s.last_used_at),
    })),
    mails: mails.map((m) => ({
      type: m.type,
      due_at: iso(m.due_at),
      sent_at: iso(m.sent_at),
      outcome: m.outcome,
    })),
  }
}

async function readLogins(db: Database, userId: number, siteId: number, email: string) {
  const [sessions, attempts] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('login_attempts')
      .select(['created_at', 'ip', 'user_agent', 'succeeded'])
      .where('site_id', '=', siteId)
      .where('email', '=', email)
      .orderBy('created_at')
      .execute(),
  ])
  return {
    sessions: sessions.map((s) => ({
      started_at: iso(s.created_at),
      last_seen_at: iso(s.last_seen_at),
      expires_at: iso(s.expires_at),
      address: s.ip,
      user_agent: s.user_agent,
    })),
    login_attempts: attempts.map((a) => ({
      at: iso(a.created_at),
      address: a.ip,
      user_agent: a.user_agent,
      succeeded: a.succeeded === 1,
    })),
  }
}

async function readBlocks(db: Database, userId: number) {
  const rows = await db
    .selectFrom('blocks')
    .leftJoin('profiles', 'profiles.user_id', 'blocks.blocked_id')
    .select(['profiles.name', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', userId)
    .orderBy('blocks.created_at')
    .execute()
  return rows.map((row) => ({ member: row.name, blocked_at: iso(row.created_at) }))
}

async function readComplaints(db: Database, userId: number) {
  const rows = await db
    .selectFrom('complaints')
    .select(['id', 'subject_type', 'reason', 'body', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }))
}
