// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FictionalResponse } from '#shared/api/staff-fictional.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { staffMeQuery } from '../../api/me.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { NewFictionalForm } from './NewFictionalButton.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let created: ReturnType<typeof vi.fn<(answer: FictionalResponse) => void>>

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return fieldByLabel<T>(container, label, (text) => text === label)
}

function errorUnder(label: string): string {
  const id = field(label).getAttribute('aria-describedby')?.split(' ')[0] ?? ''
  return container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? ''
}

function answer(status: number, body: unknown) {
  fetch.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

function select(label: string, value: string) {
  const control = field<HTMLSelectElement>(label)
  act(() => {
    control.value = value
    control.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

async function send() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await act(async () => {})
}

const adult = `${new Date().getUTCFullYear() - 30}-03-01`

describe('the new fictional profile form', () => {
  beforeEach(() => {
    fetch = vi.fn()
    created = vi.fn<(answer: FictionalResponse) => void>()
    ;({ container, root } = attachRoot(fetch))
    const queryClient = new QueryClient()
    queryClient.setQueryData(staffMeQuery().queryKey, {
      staff: {
        id: 1,
        email: 'admin@amora.example',
        role: 'admin',
        all_sites: true,
        sites: [
          { id: 1, name: 'Amora', domain: 'amora.example', time_zone: 'Europe/Amsterdam' },
          { id: 2, name: 'Second Love', domain: 'second.example', time_zone: 'Europe/Amsterdam' },
        ],
      },
    })
    renderInApp(
      root,
      <StaffCatalogue>
        <NewFictionalForm onCreated={created} />
      </StaffCatalogue>,
      queryClient,
    )
  })

  afterEach(() => detachRoot(root, container))

  it('refuses a minor on the date of birth without asking the server', async () => {
    typeInto(field('Name'), 'Sanne')
    typeInto(field('Date of birth'), `${new Date().getUTCFullYear() - 17}-01-01`)
    await send()
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Date of birth').classList).toContain('is-invalid')
    expect(errorUnder('Date of birth')).toContain('between 18 and 99')
    expect(field('Name').classList).not.toContain('is-invalid')
  })

  it('sends the chosen site as a number and hands the answer on', async () => {
    answer(200, { profile: { id: 9, profile: { name: 'Sanne' } } })
    typeInto(field('Name'), 'Sanne')
    typeInto(field('Date of birth'), adult)
    select('Site', '2')
    select('Country', 'DE')
    await send()
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/staff/fictional.php')
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sanne',
      gender: 'female',
      birth_date: adult,
      country: 'DE',
      site: 2,
    })
    expect(created).toHaveBeenCalledOnce()
  })

  it('puts the server refusal under its field', async () => {
    answer(400, {
      error: { code: 'validation_failed', message: 'The profile must be an adult.', field: 'birth_date' },
    })
    typeInto(field('Name'), 'Sanne')
    typeInto(field('Date of birth'), adult)
    await send()
    expect(errorUnder('Date of birth')).toBe('The profile must be an adult.')
    expect(created).not.toHaveBeenCalled()
  })
})
