// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { replayEarlyInput } from './earlyInput.js'

/** The page as the server rendered it: fields with their values in attributes, listened to by nobody yet. */
const serverHtml = `
  <form>
    <input name="email" type="email" value="">
    <input name="city" value="Utrecht">
    <textarea name="about">Hello</textarea>
    <select name="gender"><option value="m" selected>Man</option><option value="w">Woman</option></select>
    <input name="invisible" type="checkbox">
    <input name="newsletter" type="checkbox" checked>
    <input name="plan" type="radio" value="month" checked>
    <input name="plan" type="radio" value="year">
    <input name="token" type="hidden" value="a">
    <input name="photo" type="file">
    <input name="locked" value="x" disabled>
  </form>`

const events: string[] = []

function field<T extends Element>(selector: string): T {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`${selector} is missing`)
  return element
}

/** What the hydrated page would do: listen to every field. */
function listen() {
  for (const element of document.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    for (const type of ['input', 'change', 'click']) {
      element.addEventListener(type, () => {
        const state =
          element.type === 'checkbox' || element.type === 'radio' ? element.checked : element.value
        events.push(`${type} ${element.name}${element.type === 'radio' ? `=${element.value}` : ''} ${state}`)
      })
    }
  }
}

beforeEach(() => {
  document.body.innerHTML = serverHtml
  events.length = 0
})

describe('replayEarlyInput', () => {
  it('fires nothing when nobody touched the page before it hydrated', () => {
    listen()
    replayEarlyInput(document.body)
    expect(events).toEqual([])
  })

  it('passes on what was typed, picked and ticked, each field once, and leaves it as the visitor left it', () => {
    field<HTMLInputElement>('[name=email]').value = 'sam@example.com'
    field<HTMLTextAreaElement>('[name=about]').value = 'Hello there'
    field<HTMLSelectElement>('[name=gender]').value = 'w'
    field<HTMLInputElement>('[name=invisible]').checked = true
    field<HTMLInputElement>('[name=newsletter]').checked = false
    field<HTMLInputElement>('[name=plan][value=year]').checked = true
    listen()

    replayEarlyInput(document.body)

    expect(events).toEqual([
      'input email sam@example.com',
      'input about Hello there',
      'change gender w',
      'click invisible true',
      'input invisible true',
      'change invisible true',
      'click newsletter false',
      'input newsletter false',
      'change newsletter false',
      'click plan=year true',
      'input plan=year true',
      'change plan=year true',
    ])
    expect(field<HTMLInputElement>('[name=email]').value).toBe('sam@example.com')
    expect(field<HTMLInputElement>('[name=invisible]').checked).toBe(true)
    expect(field<HTMLInputElement>('[name=newsletter]').checked).toBe(false)
    expect(field<HTMLInputElement>('[name=plan][value=year]').checked).toBe(true)
    expect(field<HTMLInputElement>('[name=plan][value=month]').checked).toBe(false)
  })

  it('leaves hidden, file and disabled fields alone', () => {
    field<HTMLInputElement>('[name=token]').value = 'b'
    field<HTMLInputElement>('[name=locked]').value = 'y'
    listen()
    replayEarlyInput(document.body)
    expect(events).toEqual([])
  })
})
