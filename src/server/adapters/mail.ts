import nodemailer from 'nodemailer'
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
      await writeOutboxEntry(folder, message)
    },
  }
}

/** The outbox, newest first; for the development mail page and the browser tests. */
export function readOutbox(folder: string, limit = 50): Promise<OutboxEntry[]> {
  return readOutboxEntries<OutboxEntry>(folder, limit)
}
