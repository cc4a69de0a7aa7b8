// The query of the member's latest search, so that pages leading back to the search (after blocking
// someone) return to it. Written only in the browser: on the server a module variable would be shared by
// every visitor.
let latest = ''

export function rememberSearch(search: string): void {
  latest = search
}

/** /members with the latest search's filters, or the default search. */
export function searchPagePath(): string {
  return `/members${latest}`
}

/** Navigation state for the search page: the profile page leaves it after blocking someone. */
export interface SearchNotice {
  blocked?: string
}
