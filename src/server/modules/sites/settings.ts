import { type SiteSettings, siteSettingsSchema } from '#shared/api/site-settings.js'

export { type SiteSettings, siteSettingsSchema }

/** Parses the stored rows; a value that no longer fits the schema is reported, not silently used. */
export function parseSiteSettings(rows: { name: string; value: string }[]): SiteSettings {
  const raw: Record<string, unknown> = {}
  for (const row of rows) raw[row.name] = JSON.parse(row.value)
  return siteSettingsSchema.parse(raw)
}
