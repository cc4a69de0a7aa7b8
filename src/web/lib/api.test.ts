import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, isNetworkFailure, onSessionEnded } from './api.js'
import { apiUploadWithProgress } from './uploadWithProgress.js'

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  // Reads are retried by the query client only (queryClient.test.ts); a call on its own is tried once.
  it('tries a read once and marks a failure of the network as such', async () => {
    const fetch = vi.fn(async () => answer(503, {}))
    vi.stubGlobal('fetch', fetch)
    const refused = await apiRequest('GET', '/api/chats.php').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(isNetworkFailure(refused)).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)
    const failure = new TypeError('fetch failed')
    vi.stubGlobal('fetch', async () => Promise.reject(failure))
    const lost = await apiRequest('GET', '/api/chats.php').catch((e: unknown) => e)
    expect(lost).toBe(failure)
    expect(isNetworkFailure(lost)).toBe(true)
  })

  it('never repeats a write', async () => {
    const fetch = vi.fn(async () => answer(503, {}))
    vi.stubGlobal('fetch', fetch)
    await expect(apiRequest('POST', '/api/signup.php', {})).rejects.toBeInstanceOf(ApiError)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('marks user.php calls as client calls', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { user: null }))
    vi.stubGlobal('fetch', fetch)
    await apiRequest('GET', '/api/user.php')
    const init = fetch.mock.calls[0]?.[1]
    expect((init?.headers as Record<string, string> | undefined)?.['x-request-type']).toBe('client')
  })

  it('logs out on authentication_required from any call but user.php, and swallows it', async () => {
    const ended = vi.fn()
    onSessionEnded(ended)
    vi.stubGlobal('fetch', async () =>
      answer(403, { error: { code: 'authentication_required', message: 'x' } }),
    )
    const error = (await apiRequest('GET', '/api/chats.php').catch((e: unknown) => e)) as ApiError
    expect(ended).toHaveBeenCalledTimes(1)
    expect(error.swallowed).toBe(true)
    const fromUser = (await apiRequest('GET', '/api/user.php').catch((e: unknown) => e)) as ApiError
    expect(ended).toHaveBeenCalledTimes(1)
    expect(fromUser.swallowed).toBe(false)
  })

  it('carries the field and details of a refusal', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Invalid email',
          field: 'email',
          suggestion: 'a@gmail.com',
        },
      }),
    )
    const error = (await apiRequest('POST', '/api/signup.php', {}).catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Invalid email', field: 'email' })
    expect(error.details.suggestion).toBe('a@gmail.com')
  })
})

/** Just enough of XMLHttpRequest for one upload: the test answers it, or reports progress, by hand. */
class FakeUpload {
  static last: FakeUpload | null = null
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  statusText = ''
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null

  constructor() {
    FakeUpload.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(status: number, statusText: string, body: unknown) {
    this.status = status
    this.statusText = statusText
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

function lastUpload(): FakeUpload {
  if (!FakeUpload.last) throw new Error('no upload was sent')
  return FakeUpload.last
}

describe('apiUploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeUpload.last = null
  })

  it('sends the form, reports its progress and gives the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    const form = new FormData()
    const progress: number[] = []
    const sent = apiUploadWithProgress<{ photo: { id: number } }>('/api/photos.php', form, (share) =>
      progress.push(share),
    )
    const request = lastUpload()
    expect(request).toMatchObject({ method: 'POST', url: '/api/photos.php', body: form })
    expect(request.headers.accept).toBe('application/json')
    request.progress(50, 200)
    request.progress(200, 200)
    request.answer(200, 'OK', { photo: { id: 7 } })
    await expect(sent).resolves.toEqual({ photo: { id: 7 } })
    expect(progress).toEqual([0.25, 1])
  })

  it('turns a refusal into the same ApiError as apiUpload, with the message in the member’s language', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    const sent = apiUploadWithProgress('/api/photos.php', new FormData(), () => {}).catch((e: unknown) => e)
    lastUpload().answer(403, 'Forbidden', {
      error: { code: 'photo_limit_reached', message: 'Du hast das Maximum von 3 Fotos erreicht.', limit: 3 },
    })
    const error = (await sent) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'photo_limit_reached', swallowed: false })
    expect(error.message).toBe('Du hast das Maximum von 3 Fotos erreicht.')
    expect(error.details.limit).toBe(3)
  })

  it('logs out when the session is gone, and reads an answer that is no JSON as a plain failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    const ended = vi.fn()
    onSessionEnded(ended)
    const gone = apiUploadWithProgress('/api/photos.php', new FormData(), () => {}).catch((e: unknown) => e)
    lastUpload().answer(403, 'Forbidden', { error: { code: 'authentication_required', message: 'x' } })
    expect(((await gone) as ApiError).swallowed).toBe(true)
    expect(ended).toHaveBeenCalledTimes(1)
    const broken = apiUploadWithProgress('/api/photos.php', new FormData(), () => {}).catch((e: unknown) => e)
    lastUpload().answer(502, 'Bad Gateway', '<html>proxy</html>')
    expect(await broken).toMatchObject({ status: 502, code: 'internal', message: 'Bad Gateway' })
  })

  it('marks a lost connection as a network failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    const sent = apiUploadWithProgress('/api/photos.php', new FormData(), () => {}).catch((e: unknown) => e)
    lastUpload().onerror?.()
    expect(isNetworkFailure(await sent)).toBe(true)
  })
})
