// The info pages' names, for the links of every page's footer: without the API's schemas (zod), which stay
// out of the scripts of the pages visitors arrive on (docs/decisions/0020).

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
