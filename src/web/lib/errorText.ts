import { ApiError } from './api.js'

/**
 * What to tell the member when a call failed: the server's message, already in the member's language. Any
 * other failure (the network is down, an answer could not be read) gets a message of the catalogue,
 * `errors.internal` unless the caller names a better one: the browser's own text is in the browser's
 * language and means nothing to a member.
 *
 * Whether to show anything at all is the caller's choice: a swallowed error (the session ended and the app
 * logs out) is usually not shown.
 */
export function errorText(
  error: unknown,
  t: (key: string) => string,
  fallbackKey = 'errors.internal',
): string {
  if (error instanceof ApiError && error.message) return error.message
  return t(fallbackKey)
}
