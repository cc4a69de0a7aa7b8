export interface EntryWarningInput {
  enabled: boolean
  countries: string[] | null
  geoCountry: string | null
  loggedIn: boolean
  standalone: boolean
  dismissedAt: number | null
}

/** docs/product.md §2 Site-entry warning modal: once per visitor, and only where the site asks for it. */
export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (!input.enabled || input.loggedIn || input.standalone || input.dismissedAt !== null) return false
  if (input.countries === null) return true
  return input.geoCountry !== null && input.countries.includes(input.geoCountry)
}
