import { auditTargetKinds, memberSorts, memberStatuses } from '#shared/api/staff.js'
import { fictionalStates } from '#shared/api/staff-fictional.js'

type Validators = Record<string, (value: string) => boolean>

const anyText = (value: string) => value.length <= 254
const positiveId = (value: string) => /^[1-9]\d{0,9}$/.test(value)
const page = (value: string) => /^[1-9]\d{0,5}$/.test(value)
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value)
const yesNo = oneOf(['yes', 'no'])

/** What the members search takes from the URL, each with the values the API accepts. */
export const memberSearchFields: Validators = {
  q: anyText,
  site: positiveId,
  status: oneOf(memberStatuses),
  paid: yesNo,
  fictional: yesNo,
  sort: oneOf(memberSorts),
  page,
}

/** What the list of fictional profiles takes from the URL. */
export const fictionalSearchFields: Validators = {
  site: positiveId,
  state: oneOf(fictionalStates),
}

/** What the audit log takes from the URL. */
export const auditSearchFields: Validators = {
  staff: positiveId,
  target_kind: oneOf(auditTargetKinds),
  target: positiveId,
  action: (value) => /^[a-z_.]{1,40}$/.test(value),
  page,
}

/**
 * The search the URL asks for, keeping only known keys with values the API accepts: a hand-edited or old
 * link then shows a search rather than an error. Defaults (sort newest, page 1) are left out, so one search
 * has one cache entry.
 */
export function searchFromUrl(params: URLSearchParams, fields: Validators): Record<string, string> {
  const search: Record<string, string> = {}
  for (const [key, accepts] of Object.entries(fields)) {
    const value = params.get(key)?.trim()
    if (value && accepts(value)) search[key] = value
  }
  if (search.sort === 'newest') delete search.sort
  if (search.page === '1') delete search.page
  return search
}

/** The URL after changing one filter: a changed filter starts again at page 1. */
export function withFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(key, value)
  else next.delete(key)
  if (key !== 'page') next.delete('page')
  return next
}

export function pageOf(params: URLSearchParams): number {
  const value = params.get('page') ?? '1'
  return page(value) ? Number(value) : 1
}
