import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiGet, apiRequest } from './api.js'
import { createQueryClient, isTransientFailure, maxRetries, retryDelayMs } from './queryClient.js'

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Runs one read through a fresh browser query client; resolves with its result or its error. */
async function read(fail: () => Promise<Response>) {
  const calls: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls.push(Date.now())
      return fail()
    }),
  )
  const client = createQueryClient()
  const result = client
    .fetchQuery({ queryKey: ['retry-test'], queryFn: () => apiGet('/api/chats.php') })
    .catch((error: unknown) => error)
  await vi.runAllTimersAsync()
  const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? at))
  return { error: await result, tries: calls.length, gaps }
}

describe('the retry rule of reads', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('retries a gateway failure (503) five times with growing delays', async () => {
    vi.useFakeTimers()
    const { error, tries, gaps } = await read(async () => answer(503))
    expect(error).toBeInstanceOf(ApiError)
    expect(tries).toBe(maxRetries + 1)
    expect(gaps).toEqual([300, 600, 1200, 2400, 4800])
  })

  it('retries a network failure five times with growing delays, then gives its error', async () => {
    vi.useFakeTimers()
    const failure = new TypeError('fetch failed')
    const { error, tries, gaps } = await read(async () => {
      throw failure
    })
    expect(error).toBe(failure)
    expect(tries).toBe(6)
    expect(gaps).toEqual([300, 600, 1200, 2400, 4800])
  })

  it('stops retrying as soon as an answer comes', async () => {
    vi.useFakeTimers()
    const answers = [answer(502), answer(504), answer(200, { chats: [] })]
    const { error, tries } = await read(async () => answers.shift() ?? answer(500))
    expect(error).toEqual({ chats: [] })
    expect(tries).toBe(3)
  })

  it.each([400, 403, 404])('never retries a %i: the same call would be refused again', async (status) => {
    vi.useFakeTimers()
    const { error, tries } = await read(async () => answer(status, { error: { code: 'x', message: 'no' } }))
    expect(error).toMatchObject({ status })
    expect(tries).toBe(1)
  })

  it('never retries a write, even after a gateway failure', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async () => answer(503))
    vi.stubGlobal('fetch', fetch)
    const client = createQueryClient()
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/message.php', {}) })
    const result = mutation.execute(undefined).catch((error: unknown) => error)
    await vi.runAllTimersAsync()
    expect(await result).toBeInstanceOf(ApiError)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('tells transient failures from the rest', () => {
    expect(isTransientFailure(new ApiError(503, 'internal', 'x'))).toBe(true)
    expect(isTransientFailure(new ApiError(500, 'internal', 'x'))).toBe(false)
    expect(isTransientFailure(new ApiError(403, 'authentication_required', 'x'))).toBe(false)
    // A TypeError thrown by our own code is a bug, not the network: it would fail the same again.
    expect(isTransientFailure(new TypeError('x is undefined'))).toBe(false)
    expect(retryDelayMs(0)).toBe(300)
    expect(retryDelayMs(4)).toBe(4800)
  })
})
