// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from './StaffCatalogue.js'
import { StaffLoginForm } from './StaffLoginForm.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

function answer(status: number, error: Record<string, unknown>) {
  fetch.mockImplementation(
    async () =>
      new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } }),
  )
}

function field(label: string): HTMLInputElement {
  return fieldByLabel(container, label, (text) => text === label)
}

function fill(email: string, password: string, code: string) {
  typeInto(field('E-mail'), email)
  typeInto(field('Password'), password)
  typeInto(field('Code'), code)
}

async function send() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await act(async () => {})
}

function errorUnder(label: string): string {
  const input = field(label)
  const id = input.getAttribute('aria-describedby')?.split(' ')[0] ?? ''
  return container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? ''
}

describe('the staff login form', () => {
  beforeEach(() => {
    fetch = vi.fn()
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <StaffLoginForm />
      </StaffCatalogue>,
    )
  })

  afterEach(() => detachRoot(root, container))

  it('labels every field in the staff catalogue', () => {
    expect(field('E-mail').type).toBe('email')
    expect(field('Password').autocomplete).toBe('current-password')
    expect(field('Code').autocomplete).toBe('one-time-code')
  })

  it('refuses a malformed code on its field without asking the server', async () => {
    fill('a@amora.example', 'secret-password', '12ab')
    await send()
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Code').classList).toContain('is-invalid')
    expect(field('Password').classList).not.toContain('is-invalid')
  })

  it('puts a failed login under the password, with the server’s message', async () => {
    answer(401, { code: 'login_failed', message: 'E-mail, password or code is wrong.' })
    fill('a@amora.example', 'wrong-password', '123456')
    await send()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/staff/login.php')
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'a@amora.example',
      password: 'wrong-password',
      code: '123456',
    })
    expect(field('Password').classList).toContain('is-invalid')
    expect(errorUnder('Password')).toBe('E-mail, password or code is wrong.')
    expect(container.querySelector('[role=alert]')).toBeNull()
  })

  it('puts a block under the password too, minutes and all', async () => {
    answer(429, {
      code: 'login_blocked',
      message: 'Too many attempts: try again in 15 minutes.',
      minutes: 15,
    })
    fill('a@amora.example', 'wrong-password', '123456')
    await send()
    expect(errorUnder('Password')).toBe('Too many attempts: try again in 15 minutes.')
  })

  it('puts a refused code under the code field', async () => {
    answer(400, { code: 'validation_failed', message: 'This code is not valid.', field: 'code' })
    fill('a@amora.example', 'right-password', '654321')
    await send()
    expect(field('Code').classList).toContain('is-invalid')
    expect(errorUnder('Code')).toBe('This code is not valid.')
    expect(field('Password').classList).not.toContain('is-invalid')
  })
})
