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

export interface ErrorPayload {
  error?: { code?: string; message?: string; field?: string; [detail: string]: unknown }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Failures of the network itself (fetch rejected), kept apart so the query retry rule can tell them. */
const networkFailures = new WeakSet<object>()

/** Marks an error as the network's (the connection was lost), as isNetworkFailure then tells. */
export function markNetworkFailure(error: object): void {
  networkFailures.add(error)
}

/** Whether a call failed before any answer came: the connection, not the server, said no. */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && networkFailures.has(error)
}

let sessionEnded: () => void = () => {}

/** What to do when the server says the session is gone (docs/product.md §8): the app logs the member out. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init)
  } catch (error) {
    if (typeof error === 'object' && error !== null) networkFailures.add(error)
    throw error
  }
}

/**
 * One API call, tried once. Reads are retried by the query client (`lib/queryClient.ts`), which alone
 * decides what is tried again; writes are never repeated, since the first try may have arrived.
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
  return readAnswer<T>(await send(path, init), path)
}

async function readAnswer<T>(response: Response, path: string): Promise<T> {
  const payload = (await response.json().catch(() => ({}))) as T & ErrorPayload
  return settle<T>(
    { ok: response.ok, status: response.status, statusText: response.statusText },
    payload,
    path,
  )
}

/** The payload of a successful answer, or the ApiError of a refusal (the same for fetch and XMLHttpRequest). */
export function settle<T>(
  answer: { ok: boolean; status: number; statusText: string },
  payload: T & ErrorPayload,
  path: string,
): T {
  if (answer.ok) return payload
  const { code = 'internal', message = answer.statusText, field, ...details } = payload.error ?? {}
  const error = new ApiError(answer.status, code, message, field, details)
  if (answer.status === 403 && code === 'authentication_required' && !path.startsWith('/api/user.php')) {
    sessionEnded()
    error.swallowed = true
  }
  throw error
}

/** A file upload (multipart form); like every write, never repeated. */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const response = await send(path, {
    method,
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  return readAnswer<T>(response, path)
}

export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path)
}
