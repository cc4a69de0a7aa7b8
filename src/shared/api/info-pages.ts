import { z } from 'zod'

export const infoPageNames = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'return-policy',
  'faq',
  'service',
] as const
export type InfoPageName = (typeof infoPageNames)[number]

export function isInfoPageName(value: unknown): value is InfoPageName {
  return typeof value === 'string' && (infoPageNames as readonly string[]).includes(value)
}

/** GET /api/page.php?name=terms */
export const infoPageQuery = z.object({ name: z.enum(infoPageNames) })

export interface InfoPageSection {
  heading: string
  paragraphs: string[]
  items?: string[]
}

export interface InfoPage {
  name: InfoPageName
  title: string
  description: string
  last_updated: string
  sections: InfoPageSection[]
}

export interface InfoPageResponse {
  page: InfoPage
}
