import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, isNetworkFailure, onSessionEnded } from './api.js'

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
