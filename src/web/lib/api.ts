/** The answer of a failed API call: the server's error code and message in the visitor's language. */
export class ApiError extends Error {
  /** The session ended: the app has logged the member out and shows no error for this call. */
  swallowed = false

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

interface ErrorPayload {
  error?: { code?: string; message?: string; field?: string; [detail: string]: unknown }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const maxRetries = 5
const retryBaseDelayMs = 300
const retryableStatuses = new Set([502, 503, 504])

let sessionEnded: () => void = () => {}

/** What to do when the server says the session is gone (docs/product.md §8): the app logs the member out. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One API call. Reads (GET) are retried up to five times with exponential delay when the network or a
 * gateway fails; writes are never repeated, since the first try may have arrived.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client'
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  }
  const attempts = method === 'GET' ? maxRetries + 1 : 1
  for (let attempt = 1; ; attempt++) {
    let response: Response
    try {
      response = await fetch(path, init)
    } catch (error) {
      if (attempt >= attempts) throw error
      await sleep(retryBaseDelayMs * 2 ** (attempt - 1))
      continue
    }
    if (retryableStatuses.has(response.status) && attempt < attempts) {
      await sleep(retryBaseDelayMs * 2 ** (attempt - 1))
      continue
    }
    return readAnswer<T>(response, path)
  }
}

async function readAnswer<T>(response: Response, path: string): Promise<T> {
  const payload = (await response.json().catch(() => ({}))) as T & ErrorPayload
  if (response.ok) return payload
  const { code = 'internal', message = response.statusText, field, ...details } = payload.error ?? {}
  const error = new ApiError(response.status, code, message, field, details)
  if (response.status === 403 && code === 'authentication_required' && !path.startsWith('/api/user.php')) {
    sessionEnded()
    error.swallowed = true
  }
  throw error
}

/** A file upload (multipart form); like every write, never repeated. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  return readAnswer<T>(response, path)
}

export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path)
}
