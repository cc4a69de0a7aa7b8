// Promotions and news, written by the operator as a campaign (npm run campaign) and mailed to a site's
// members. Only members who turned the type on get them: notificationWanted, asked by the mailer at send
// time, keeps these off until the member consents.
import { z } from 'zod'
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { locales } from '#shared/i18n/languages.js'
import type { Composer } from '../composers.js'
import {
  findCampaignContent,
  insertCampaignMails,
  listCampaignMembers,
  listDueCampaigns,
  markCampaignQueued,
} from './queries.js'

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
    const members = await listCampaignMembers(db, campaign.site_id, campaign.type, after, batchSize)
    if (members.length === 0) return queued
    await insertCampaignMails(
      db,
      campaign,
      members.map((member) => member.id),
      now,
    )
    queued += members.length
    after = members[members.length - 1]?.id ?? after
  }
}

/** Queues every due campaign not queued yet; returns the ids this process queued. */
export async function queueCampaigns(db: Database, now = Date.now()): Promise<number[]> {
  const due = await listDueCampaigns(db, now)
  const done: number[] = []
  for (const campaign of due) {
    if (!(await markCampaignQueued(db, campaign.id, now))) continue
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
  const row = await findCampaignContent(db, campaignId)
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
