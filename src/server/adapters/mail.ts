import type { Transporter } from 'nodemailer'
import { readOutboxEntries, writeOutboxEntry } from './outbox-folder.js'

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

/**
 * Well under the notification queue's 2-minute lease: a mail server that stops answering fails the send
 * (tried again later) rather than holding a row until another process takes it over and sends it too.
 */
const smtpTimeouts = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 45_000 }

export function createSmtpMailer(url: string): Mailer {
  // nodemailer (some 8 MB) is loaded with the first mail, not at the server's start.
  let transport: Promise<Transporter> | undefined
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, ...smtpTimeouts }),
      )
      await (await transport).sendMail(message)
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
      await writeOutboxEntry(folder, message)
    },
  }
}

/** The outbox, newest first; for the development mail page and the browser tests. */
export function readOutbox(folder: string, limit = 50): Promise<OutboxEntry[]> {
  return readOutboxEntries<OutboxEntry>(folder, limit)
}
