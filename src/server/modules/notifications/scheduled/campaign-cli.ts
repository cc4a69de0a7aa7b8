// npm run campaign -- --site <slug> --type news|promotions --file <content.json> [--at <ISO time>]
// Schedules a promotions or news mail for a site's members; the campaigns job queues it when due.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { Database } from '#server/db/database.js'
import { type CampaignType, campaignContent, campaignTypes } from './campaigns.js'
import { findSiteIdBySlug, insertCampaign } from './queries.js'

export interface CampaignRequest {
  site: string
  type: CampaignType
  file: string
  at: number
}

/** Reads and checks the command line; throws an Error whose message tells what to fix. */
export function parseCampaignArgs(args: string[], now = Date.now()): CampaignRequest {
  const { values } = parseArgs({
    args,
    options: {
      site: { type: 'string' },
      type: { type: 'string' },
      file: { type: 'string' },
      at: { type: 'string' },
    },
    strict: true,
  })
  if (!values.site) throw new Error('--site <slug> is required')
  if (!values.file) throw new Error('--file <content.json> is required')
  const type = campaignTypes.find((known) => known === values.type)
  if (!type) throw new Error('--type must be news or promotions')
  const at = values.at === undefined ? now : Date.parse(values.at)
  if (Number.isNaN(at)) throw new Error(`--at is not an ISO time: ${values.at}`)
  return { site: values.site, type, file: values.file, at }
}

/** Checks the content file: English required, the other languages optional; each subject and body within limits. */
export function parseCampaignContent(text: string): string {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('The content file is not valid JSON')
  }
  const result = campaignContent.safeParse(json)
  if (result.success) return JSON.stringify(result.data)
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
  throw new Error(`The content file is not valid:\n${problems.join('\n')}`)
}

/** Writes the campaign for its site; returns its id. */
export async function createCampaign(db: Database, request: CampaignRequest, text: string, now = Date.now()) {
  const content = parseCampaignContent(text)
  const site = await findSiteIdBySlug(db, request.site)
  if (!site) throw new Error(`No site with the slug ${request.site}`)
  return insertCampaign(db, { siteId: site.id, type: request.type, content, sendAt: request.at, now })
}

export async function runCampaignCli(db: Database, args: string[]): Promise<string> {
  const request = parseCampaignArgs(args)
  const id = await createCampaign(db, request, await readFile(request.file, 'utf8'))
  return `Campaign ${id} (${request.type}) for ${request.site} will be queued at ${new Date(request.at).toISOString()}.`
}
