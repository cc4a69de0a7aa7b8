/** The answer of a failed API call: the server's error code and message in the visitor's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

interface ErrorPayload {
  error?: { code?: string; message?: string; field?: string }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...init,
  })
  const body = (await response.json().catch(() => ({}))) as T & ErrorPayload
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body.error?.code ?? 'internal',
      body.error?.message ?? response.statusText,
      body.error?.field,
    )
  }
  return body
}
