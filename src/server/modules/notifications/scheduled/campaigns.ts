// Promotions and news, written by the operator as a campaign (npm run campaign) and mailed to a site's
// members. Only members who turned the type on get them: notificationWanted, asked by the mailer at send
// time, keeps these off until the member consents.
import { z } from 'zod'
import { locales } from '../../../../shared/i18n/languages.js'
import type { Database } from '../../../db/database.js'
import type { Job } from '../../../jobs/scheduler.js'
import type { Composer } from '../composers.js'
import { mailWantedFilter } from '../preferences.js'

export const campaignTypes = ['promotions', 'news'] as const
export type CampaignType = (typeof campaignTypes)[number]

const message = z
  .object({ subject: z.string().trim().min(1).max(150), body: z.string().trim().min(1).max(5000) })
  .strict()

/** A campaign's text per language: English required (the fallback), the other site languages optional. */
export const campaignContent = z
  .object({
    en: message,
    ...Object.fromEntries(locales.filter((l) => l !== 'en').map((l) => [l, message.optional()])),
  })
  .strict()
export type CampaignContent = Record<string, { subject: string; body: string } | undefined>

// Rows are written this many at a time, so a large site is not one huge statement.
const batchSize = 500

/**
 * Takes a due campaign for this process: one conditional update, so of several processes running the
 * job at once exactly one queues it.
 */
async function claimCampaign(db: Database, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_campaigns')
    .set({ queued_at: now })
    .where('id', '=', id)
    .where('queued_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * One row per active, real member of the campaign's site who takes this type of mail (consent types need
 * a yes); returns how many were written. Members without consent never fill the queue.
 */
async function queueMembers(
  db: Database,
  campaign: { id: number; site_id: number; type: CampaignType },
  now: number,
) {
  let after = 0
  let queued = 0
  for (;;) {
    const members = await db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', campaign.site_id)
      .where('status', '=', 'active')
      .where('is_fictional', '=', 0)
      .where('deleted_at', 'is', null)
      .where(mailWantedFilter(campaign.type))
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute()
    if (members.length === 0) return queued
    await db
      .insertInto('notification_mails')
      .values(
        members.map((member) => ({
          user_id: member.id,
          type: campaign.type,
          batch_key: `${campaign.type}:${campaign.id}:${member.id}`,
          payload: JSON.stringify({ campaignId: campaign.id }),
          due_at: now,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('batch_key').doNothing())
      .execute()
    queued += members.length
    after = members[members.length - 1]?.id ?? after
  }
}

/** Queues every due campaign not queued yet; returns the ids this process queued. */
export async function queueCampaigns(db: Database, now = Date.now()): Promise<number[]> {
  const due = await db
    .selectFrom('mail_campaigns')
    .select(['id', 'site_id', 'type'])
    .where('send_at', '<=', now)
    .where('queued_at', 'is', null)
    .orderBy('id')
    .execute()
  const done: number[] = []
  for (const campaign of due) {
    if (!(await claimCampaign(db, campaign.id, now))) continue
    // The CLI writes only these types; a row changed by hand to anything else is queued for nobody.
    const type = campaignTypes.find((known) => known === campaign.type)
    if (type) await queueMembers(db, { ...campaign, type }, now)
    done.push(campaign.id)
  }
  return done
}

export const campaignsJob: Job = {
  name: 'mail-campaigns',
  everyMs: 5 * 60 * 1000,
  run: async (db) => void (await queueCampaigns(db)),
}

/** The campaign's text in the member's language, else English; paragraphs split on blank lines. */
export const campaignMail: Composer = async (db, due) => {
  const campaignId = due.payload.campaignId
  if (typeof campaignId !== 'number') return null
  const row = await db
    .selectFrom('mail_campaigns')
    .select('content')
    .where('id', '=', campaignId)
    .executeTakeFirst()
  if (!row) return null
  const parsed = campaignContent.safeParse(JSON.parse(row.content))
  if (!parsed.success) return null
  // Read by the member's language; English is required, so it is always there to fall back on.
  const content: CampaignContent = parsed.data
  return (_t, recipient) => {
    const text = content[recipient.language] ?? parsed.data.en
    return { subject: text.subject, paragraphs: text.body.split(/\n\s*\n/).map((part) => part.trim()) }
  }
}
