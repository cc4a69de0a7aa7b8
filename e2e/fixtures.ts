import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import * as OTPAuth from 'otpauth'

/** Confirms the adult entry warning, which every first visit shows. */
export async function enterSite(page: Page) {
  const dialog = page.getByRole('dialog', { name: /adults only|nur für erwachsene/i })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button').click()
  await expect(dialog).toBeHidden()
}

/**
 * Waits until the whole page listens (`<html data-hydrated>`, Root.tsx): a click that lands before is lost
 * on a slow machine, as it would be on a slow phone.
 */
export async function untilHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}

/**
 * Holds back the page's scripts (the framework chunk every page needs), as a slow connection does, until the
 * returned function is called: what the server drew is all the visitor has until then.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

export const test = base
export { expect }

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is and fails with a readable list of what it found. */
export async function expectAccessible(page: Page, screen: string) {
  // A button mid-way through its hover fade, or a dialog fading out, is not what anyone reads: let CSS
  // transitions end first (finite, unlike a spinner's animation).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  )
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id} (${violation.impact ?? node.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${
          [...node.any, ...node.all, ...node.none][0]?.message ?? violation.help
        }`,
    ),
  )
  expect.soft(found, `accessibility violations on ${screen}:\n${found.join('\n')}`).toEqual([])
}

interface OutboxMail {
  to: string
  subject: string
  text: string
  sentAt: number
}

/** What the e2e server wrote into <E2E_DATA_DIR>/<folder>, one JSON file each, newest first. */
function readOutbox<T extends { sentAt: number }>(folder: string): T[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  const path = join(dataDir, folder)
  let names: string[] = []
  try {
    names = readdirSync(path).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(path, name), 'utf8')) as T)
    .sort((a, b) => b.sentAt - a.sentAt)
}

/** Mails to an address, newest first. */
export function mailsTo(address: string): OutboxMail[] {
  return readOutbox<OutboxMail>('outbox').filter((mail) => mail.to === address)
}

interface OutboxSms {
  to: string
  text: string
  sentAt: number
}

/**
 * Text messages to a phone number, newest first (the server writes them into outbox/sms). The number is
 * compared in its international form without spaces (+31612345678).
 */
export function smsTo(phone: string): OutboxSms[] {
  const wanted = phone.replace(/[\s\-./()]+/g, '').replace(/^00/, '+')
  return readOutbox<OutboxSms>(join('outbox', 'sms')).filter((sms) => sms.to === wanted)
}

/** The path and query of the newest link to `path` mailed to the address since `since`. */
export async function mailedLink(address: string, path: string, since: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(${path}\\?token=[A-Za-z0-9_-]+)`)
  let link = ''
  await expect
    .poll(
      () => {
        const mail = mailsTo(address).find((m) => m.sentAt >= since && pattern.test(m.text))
        link = mail ? (pattern.exec(mail.text)?.[1] ?? '') : ''
        return link
      },
      { message: `a mail to ${address} with a ${path} link` },
    )
    .not.toBe('')
  return link
}

/**
 * The catalogue of a language as the page uses it: `text(key, values)` fills in `{{name}}` and, given a
 * `count`, takes the plural form the language's rules pick (as i18next does). A missing text fails the
 * journey, where the page would show the key.
 */
export function textsOf(language: string) {
  const catalogue: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, `../src/shared/i18n/locales/${language}.json`), 'utf8'),
  )
  const plural = new Intl.PluralRules(language)
  const lookup = (key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
  return (key: string, values: Record<string, string | number> = {}): string => {
    const counted =
      typeof values.count === 'number' ? lookup(`${key}_${plural.select(values.count)}`) : undefined
    const text = counted ?? lookup(key)
    if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`)
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
  }
}

/** A value no other journey uses, for e-mail addresses and names. */
export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

export interface Member {
  id: number
  name: string
  email: string
  password: string
  context: BrowserContext
  page: Page
}

/** A member with a browser of their own: signed up over the API and activated through the mailed link. */
export async function activatedMember(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  dateOfBirth = '1990-04-12',
  device: BrowserContextOptions = {},
): Promise<Member> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...device })
  const page = await context.newPage()
  const started = Date.now()
  const email = `${name.toLowerCase()}.${unique()}@example.com`
  const password = `${name}-e2e-password-1`
  const signup = await page.request.post('/api/signup.php', {
    data: { email, name, password, date_of_birth: dateOfBirth },
  })
  expect(signup.ok(), await signup.text()).toBe(true)
  const id = ((await signup.json()) as { user: { id: number } }).user.id
  await page.goto(await mailedLink(email, '/activate', started))
  await expect(page).toHaveURL(/\/activate\/done$/)
  return { id, name, email, password, context, page }
}

/** `npm run staff` as an operator types it, on the e2e server's database; answers what it printed. */
export function staffCommand(...args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/modules/staff/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

/** The authenticator app: the code of a moment (a code works once, so each login takes a later one). */
export const totpAt = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at })

/** A staff member of the role, enrolled over the API, with a browser logged in to the back-office. */
export async function enrolledStaff(browser: Browser, baseURL: string | undefined, role: string) {
  const email = `${role}.${unique()}@amora.example`
  const token = /\/admin\/enrol\?token=([\w-]{43})/.exec(
    staffCommand('create', '--email', email, '--role', role),
  )?.[1]
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const { secret } = (await (await page.request.get(`/api/staff/enrolment.php?token=${token}`)).json()) as {
    secret: string
  }
  const enrolled = await page.request.post('/api/staff/enrolment.php', {
    data: { token, password: 'staff-e2e-password-1', code: totpAt(secret, Date.now()) },
  })
  expect(enrolled.ok(), await enrolled.text()).toBe(true)
  return { email, secret, context, page }
}
