import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError, isNetworkFailure } from './api.js'

/** A failed read is tried again at most this often (docs/product.md §7). */
export const maxRetries = 5
const retryBaseDelayMs = 300
/** A gateway in front of the server failed or is busy: the same call may well pass a moment later. */
const gatewayStatuses = new Set([502, 503, 504])

/** Only failures that may pass by themselves; a refusal (4xx) or a server bug would answer the same again. */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof ApiError) return gatewayStatuses.has(error.status)
  return isNetworkFailure(error)
}

/** TanStack passes 0 at the first failure, so five retries follow the first try. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isTransientFailure(error)
}

/** 300 ms, 600 ms, 1.2 s, 2.4 s, 4.8 s. */
export function retryDelayMs(failureCount: number): number {
  return retryBaseDelayMs * 2 ** failureCount
}

/** The retry rule as options, for the few GETs that run as mutations (logout). */
export const transientRetry = { retry: retryTransient, retryDelay: retryDelayMs }

/**
 * The browser's query client: every read is retried by the rule above, and only here. Mutations keep
 * TanStack's default of no retry, since a write's first try may have arrived.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, ...transientRetry } },
  })
}

let browserClient: QueryClient | undefined

/**
 * The one query client of the browser app, shared by the React tree and the route loaders that run
 * outside it (a loader's one-off read is retried like any other).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient()
  return browserClient
}

/**
 * A read that a loader or an event handler needs once: retried like every query, but neither served
 * from the cache nor kept in it, so it always asks the server as a plain call would.
 */
export function fetchUncached<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  return queryClient.fetchQuery({ ...options, staleTime: 0, gcTime: 0 })
}
