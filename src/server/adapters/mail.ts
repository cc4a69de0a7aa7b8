import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  from: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** Where mail goes: real SMTP in production, a folder a person can read while developing. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail(message)
    },
  }
}

export interface OutboxEntry extends MailMessage {
  id: string
  sentAt: number
}

/** Writes each mail as a JSON file into the outbox folder, newest last by name. */
export function createOutboxMailer(folder: string): Mailer {
  return {
    async send(message) {
      await mkdir(folder, { recursive: true })
      const sentAt = Date.now()
      const id = `${sentAt}-${randomBytes(6).toString('hex')}`
      const entry: OutboxEntry = { ...message, id, sentAt }
      await writeFile(join(folder, `${id}.json`), JSON.stringify(entry, null, 2))
    },
  }
}

/** The outbox, newest first; for the development mail page and the browser tests. */
export async function readOutbox(folder: string, limit = 50): Promise<OutboxEntry[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxEntry),
  )
}
