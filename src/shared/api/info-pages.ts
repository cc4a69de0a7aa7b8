import { z } from 'zod'
import { infoPageNames } from '../infoPages.js'

export { type InfoPageName, infoPageNames, isInfoPageName } from '../infoPages.js'

/** GET /api/page.php?name=terms */
export const infoPageQuery = z.object({ name: z.enum(infoPageNames) })

export const infoPageSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).optional(),
})
export type InfoPageSection = z.infer<typeof infoPageSection>

export const infoPage = z.object({
  name: z.enum(infoPageNames),
  title: z.string(),
  description: z.string(),
  last_updated: z.string().describe("The date of the last revision, written out in the visitor's language"),
  sections: z.array(infoPageSection),
})
export type InfoPage = z.infer<typeof infoPage>

export const infoPageResponse = z.object({ page: infoPage })
export type InfoPageResponse = z.infer<typeof infoPageResponse>
