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

/** Failures of the network itself (fetch rejected), kept apart so the query retry rule can tell them. */
const networkFailures = new WeakSet<object>()

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
function settle<T>(
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

/** How much of an upload's body has been sent, from 0 to 1. */
export type UploadProgress = (sent: number) => void

function parsePayload(text: string): object {
  try {
    const payload: unknown = JSON.parse(text)
    return typeof payload === 'object' && payload !== null ? payload : {}
  } catch {
    return {}
  }
}

/**
 * A file upload like apiUpload, with its progress: fetch reports none for what it sends, XMLHttpRequest's
 * `upload.onprogress` does. Refusals become the same ApiError, and a lost connection the same network failure.
 */
export function apiUploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: UploadProgress,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, path)
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const { status, statusText } = request
      const answer = { ok: status >= 200 && status < 300, status, statusText }
      const payload = parsePayload(request.responseText) as T & ErrorPayload
      try {
        resolve(settle<T>(answer, payload, path))
      } catch (error) {
        reject(error)
      }
    }
    const lost = () => {
      const error = new TypeError('The upload did not arrive')
      networkFailures.add(error)
      reject(error)
    }
    request.onerror = lost
    request.onabort = lost
    request.ontimeout = lost
    request.send(form)
  })
}

export function apiGet<T>(path: string): Promise<T> {
  return apiRequest<T>('GET', path)
}
