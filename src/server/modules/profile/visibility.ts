/**
 * Whether a member appears in search and to others (profiles.searchable): an active account that is not
 * invisible (docs/product.md §4). Every place that changes the account status or invisible mode goes through
 * here.
 */
export function isSearchable(status: string, invisible: boolean | number): boolean {
  return status === 'active' && !invisible
}
