// A year of payments and credit movements for the generated members (`npm run seed -- --history`), so that
// the revenue dashboard and its bench have realistic data: about three payments a member (methods and
// countries mixed, some refunded or charged back), each bought credit granted and most of them spent on
// messages, gifts and photos; each paid message is a real message to one of the site's profiles. Written in
// batches, one transaction each, like the members.
import type { Database } from '../database.js'
import { createRng, mixSeed, type Rng } from './random.js'

const day = 86_400_000
const membersPerBatch = 500
const rowsPerInsert = 1000

export interface GenerateHistoryOptions {
  siteId: number
  seed: number
  now?: number
  /** Payments per member on average (over all real members, payers or not). */
  paymentsPerMember?: number
  onProgress?: (done: number, total: number) => void
}

interface Member {
  id: number
  signup_date: number
  country: string
}

/** The currency a member of the country pays in; the mix gives the dashboard several to tell apart. */
function currencyOf(country: string): string {
  if (country === 'GB') return 'GBP'
  if (country === 'PL') return 'PLN'
  if (country === 'CH') return 'CHF'
  if (country === 'US' || country === 'CA') return 'USD'
  return 'EUR'
}

function methodOf(rng: Rng, country: string): string {
  const local: Record<string, string> = { NL: 'ideal', BE: 'bancontact', PL: 'blik', DE: 'sofort', AT: 'eps' }
  const own = local[country]
  return rng.weighted([
    [own ?? 'creditcard', own ? 45 : 0],
    ['creditcard', 30],
    ['paypal', 20],
    ['applepay', 5],
  ])
}

const prices = [
  [999, 100],
  [1999, 220],
  [4999, 600],
] as const

interface Drafts {
  payments: Array<{
    site_id: number
    user_id: number
    bundle_id: number
    provider: string
    provider_payment_id: string
    method: string
    country: string
    currency: string
    amount_cents: number
    credits: number
    status: string
    created_at: number
    updated_at: number
    completed_at: number
    amount_refunded_cents: number
    amount_charged_back_cents: number
  }>
  ledger: Array<{
    user_id: number
    amount: number
    kind: string
    reason: string
    reference: string | null
    idempotency_key: string
    created_at: number
  }>
  balances: Map<number, number>
  /** Paid messages per member and profile written to, in the order they were sent. */
  chats: Map<number, Map<number, number[]>>
}

/** What members write when they pay to; the dashboard counts messages, not words. */
const lines = [
  'Hi! Your profile made me smile.',
  'Hoi, hoe gaat het met je?',
  'Hallo, hast du am Wochenende Zeit?',
  'Salut, tu aimes la randonnée ?',
  'Ciao! Che musica ascolti?',
  '¡Hola! ¿Qué tal tu día?',
  'Cześć, lubisz podróżować?',
] as const

function draftMember(
  rng: Rng,
  member: Member,
  options: Required<Omit<GenerateHistoryOptions, 'onProgress'>>,
  bundleId: number,
  profiles: readonly number[],
  drafts: Drafts,
) {
  const from = Math.max(member.signup_date, options.now - 365 * day)
  if (from >= options.now) return
  // Fewer than half pay at all; those who do come back several times.
  if (!rng.chance(0.45)) return
  const count = Math.max(1, Math.round(rng.normal(options.paymentsPerMember / 0.45, 2.5)))
  const currency = currencyOf(member.country)
  // A paying member writes to one to three profiles.
  const partners = profiles.length === 0 ? [] : [...new Set([0, 1, 2].map(() => rng.pick(profiles)))]
  const chats = new Map<number, number[]>()
  let balance = 0
  for (let n = 0; n < count; n++) {
    const at = rng.int(from, options.now - 1)
    const [cents, credits] = rng.pick(prices)
    // A refund or chargeback comes days later; one not due yet has not happened.
    const reversedAt = at + rng.int(1, 30) * day
    const reversible = reversedAt < options.now
    const refunded = reversible && rng.chance(0.04) ? (rng.chance(0.5) ? cents : Math.round(cents / 2)) : 0
    const chargedBack = reversible && refunded === 0 && rng.chance(0.01) ? cents : 0
    const key = `history:${options.seed}:${member.id}:${n}`
    drafts.payments.push({
      site_id: options.siteId,
      user_id: member.id,
      bundle_id: bundleId,
      provider: 'test',
      provider_payment_id: key,
      method: methodOf(rng, member.country),
      country: member.country,
      currency,
      amount_cents: cents,
      credits,
      status: chargedBack > 0 ? 'charged_back' : refunded >= cents ? 'refunded' : 'paid',
      created_at: at - 60_000,
      updated_at: refunded + chargedBack > 0 ? reversedAt : at,
      completed_at: at,
      amount_refunded_cents: refunded,
      amount_charged_back_cents: chargedBack,
    })
    drafts.ledger.push({
      user_id: member.id,
      amount: credits,
      kind: 'grant',
      reason: 'purchase',
      reference: null,
      idempotency_key: `${key}:grant`,
      created_at: at,
    })
    balance += credits
    // About 2.3 spends a payment: a million ledger rows for 300,000 payments.
    const spends = rng.int(1, 4)
    for (let s = 0; s < spends && balance > 0; s++) {
      const reason = rng.weighted([
        ['message', 70],
        ['gift', 20],
        ['photo', 10],
      ] as const)
      const spentAt = at + rng.int(60_000, 14 * day)
      // Credits bought lately are partly still to be spent.
      if (spentAt >= options.now) continue
      const cost = Math.min(balance, reason === 'message' ? 5 : reason === 'gift' ? 20 : 10)
      balance -= cost
      drafts.ledger.push({
        user_id: member.id,
        amount: -cost,
        kind: 'spend',
        reason,
        reference: null,
        idempotency_key: `${key}:spend:${s}`,
        created_at: spentAt,
      })
      const partner = partners.length === 0 ? undefined : rng.pick(partners)
      if (reason !== 'message' || partner === undefined) continue
      const sent = chats.get(partner) ?? []
      sent.push(spentAt)
      chats.set(partner, sent)
    }
  }
  drafts.balances.set(member.id, balance)
  if (chats.size > 0) drafts.chats.set(member.id, chats)
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += rowsPerInsert) await insert(rows.slice(i, i + rowsPerInsert))
}

/** One conversation per member and profile, with the member's paid messages in it, in time order. */
async function insertChats(trx: Database, siteId: number, chats: Drafts['chats'], rng: Rng) {
  let messages = 0
  for (const [memberId, byPartner] of chats)
    for (const [partnerId, unsorted] of byPartner) {
      const times = [...unsorted].sort((a, b) => a - b)
      const first = times[0] ?? 0
      const last = times.at(-1) ?? first
      const conversation = await trx
        .insertInto('conversations')
        .values({
          site_id: siteId,
          user_low_id: Math.min(memberId, partnerId),
          user_high_id: Math.max(memberId, partnerId),
          started_by: memberId,
          last_message_at: last,
          last_sender_id: memberId,
          created_at: first,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('conversation_members')
        .values([memberId, partnerId].map((user_id) => ({ conversation_id: conversation.id, user_id })))
        .execute()
      const rows = times.map((created_at) => ({
        conversation_id: conversation.id,
        sender_id: memberId,
        kind: 'text',
        body: rng.pick(lines),
        cost: 5,
        created_at,
      }))
      await insertInChunks(rows, (chunk) => trx.insertInto('messages').values(chunk).execute())
      messages += rows.length
    }
  return messages
}

/** Adds the history to the site's real members; answers how many payments, ledger rows and messages it wrote. */
export async function generateHistory(db: Database, options: GenerateHistoryOptions) {
  // 3.3 a member gives about 300,000 payments and a million ledger rows on 100,000 generated members.
  const settings = { now: Date.now(), paymentsPerMember: 3.3, ...options }
  const bundle = await db
    .selectFrom('bundles')
    .select('id')
    .where('site_id', '=', options.siteId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const members = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.signup_date', 'p.country'])
    .where('u.site_id', '=', options.siteId)
    .where('u.role', '=', 'member')
    .where('u.is_fictional', '=', 0)
    .orderBy('u.id')
    .execute()
  const profiles = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', options.siteId)
    .where('is_fictional', '=', 1)
    .orderBy('id')
    .execute()
  const profileIds = profiles.map((profile) => profile.id)
  let payments = 0
  let ledger = 0
  let messages = 0
  for (let start = 0; start < members.length; start += membersPerBatch) {
    const batch = members.slice(start, start + membersPerBatch)
    const drafts: Drafts = { payments: [], ledger: [], balances: new Map(), chats: new Map() }
    for (const member of batch) {
      const rng = createRng(mixSeed(options.seed, member.id, 7))
      draftMember(
        rng,
        { ...member, signup_date: Number(member.signup_date) },
        { ...settings, seed: options.seed, siteId: options.siteId },
        bundle.id,
        profileIds,
        drafts,
      )
    }
    const chatRng = createRng(mixSeed(options.seed, start, 11))
    messages += await db.transaction().execute(async (trx) => {
      await insertInChunks(drafts.payments, (chunk) => trx.insertInto('payments').values(chunk).execute())
      await insertInChunks(drafts.ledger, (chunk) => trx.insertInto('credit_ledger').values(chunk).execute())
      // Every balance stays the sum of its ledger rows; a member who paid is premium.
      for (const [id, credits] of drafts.balances)
        await trx
          .updateTable('users')
          .set((eb) => ({ credits: eb('credits', '+', credits), paid_user: 1 }))
          .where('id', '=', id)
          .execute()
      return insertChats(trx, options.siteId, drafts.chats, chatRng)
    })
    payments += drafts.payments.length
    ledger += drafts.ledger.length
    options.onProgress?.(Math.min(start + membersPerBatch, members.length), members.length)
  }
  return { payments, ledger, messages }
}
