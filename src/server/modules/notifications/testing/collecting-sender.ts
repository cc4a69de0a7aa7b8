import type { Mailer, MailMessage } from '#server/adapters/mail.js'
import type { TestApp } from '#server/test/harness.js'
import { NotificationMailer } from '../mailer.js'
import { MailQueueSender } from '../sender.js'

/** A queue sender for tests whose mails are kept in `sent` instead of going out. */
export function collectingSender(t: TestApp): { sent: MailMessage[]; sender: MailQueueSender } {
  const sent: MailMessage[] = []
  const mailer: Mailer = { send: async (message) => void sent.push(message) }
  const sender = new MailQueueSender(
    t.db,
    new NotificationMailer(t.db, mailer, t.sites, { publicUrl: 'https://localhost', port: 80 }),
    { warn: () => {}, error: () => {} },
    { holder: 'test' },
  )
  return { sent, sender }
}
