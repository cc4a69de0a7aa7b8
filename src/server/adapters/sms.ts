import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface SmsMessage {
  /** International format: +31612345678. */
  to: string
  text: string
}

/**
 * Where text messages go: an SMS provider in production (an adapter per provider, to be added beside
 * this one), a folder a person can read while developing and the browser tests read.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export interface SmsOutboxEntry extends SmsMessage {
  id: string
  kind: 'sms'
  sentAt: number
}

/** Text messages sit beside the mail, in the outbox's sms folder, so the mail reader never sees them. */
export function smsOutboxFolder(outboxDir: string): string {
  return join(outboxDir, 'sms')
}

/** Writes each text message as a JSON file into <outbox>/sms, newest last by name. */
export function createOutboxSms(outboxDir: string): SmsSender {
  const folder = smsOutboxFolder(outboxDir)
  return {
    async send(message) {
      await mkdir(folder, { recursive: true })
      const sentAt = Date.now()
      const id = `${sentAt}-${randomBytes(6).toString('hex')}`
      const entry: SmsOutboxEntry = { ...message, id, kind: 'sms', sentAt }
      await writeFile(join(folder, `${id}.json`), JSON.stringify(entry, null, 2))
    },
  }
}

/** The text messages in the outbox, newest first; for the development outbox page and tests. */
export async function readSmsOutbox(outboxDir: string, limit = 50): Promise<SmsOutboxEntry[]> {
  const folder = smsOutboxFolder(outboxDir)
  const names = await readdir(folder).catch(() => [] as string[])
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as SmsOutboxEntry),
  )
}
