import { join } from 'node:path'
import { readOutboxEntries, writeOutboxEntry } from './outbox-folder.js'

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
      await writeOutboxEntry(folder, { ...message, kind: 'sms' })
    },
  }
}

/** The text messages in the outbox, newest first; for the development outbox page and tests. */
export function readSmsOutbox(outboxDir: string, limit = 50): Promise<SmsOutboxEntry[]> {
  return readOutboxEntries<SmsOutboxEntry>(smsOutboxFolder(outboxDir), limit)
}
