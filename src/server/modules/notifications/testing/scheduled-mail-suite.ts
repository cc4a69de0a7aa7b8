import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { MailMessage } from '#server/adapters/mail.js'
import type { Engine } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'
import { createTestApp, type TestApp } from '#server/test/harness.js'
import type { MailQueueSender } from '../sender.js'
import { collectingSender } from './collecting-sender.js'

export interface ScheduledMailSuite {
  t: TestApp
  /** The mails the sender sent since this test began. */
  sent: MailMessage[]
  sender: MailQueueSender
  /**
   * Runs the sender once at `now` and dates what it sent at `now` too: the sender stamps sent_at with the
   * real clock, which tests that step days ahead of it must not see.
   */
  sendAt(now: number): Promise<void>
}

/**
 * The setup the tests of scheduled mails share, registered on the enclosing describe: one app for the
 * engine, and before each test the tables emptied in the order given, `reset` run, and a new collecting
 * sender. The fields of the returned object are filled in by those hooks.
 */
export function scheduledMailSuite(
  engine: Engine,
  tablesToEmpty: readonly (keyof DB)[],
  reset?: (t: TestApp) => Promise<unknown>,
): ScheduledMailSuite {
  const suite = {
    async sendAt(now: number) {
      await suite.sender.runOnce(now)
      await suite.t.db
        .updateTable('notification_mails')
        .set({ sent_at: now })
        .where('sent_at', '<=', Date.now())
        .execute()
    },
  } as ScheduledMailSuite
  beforeAll(async () => {
    suite.t = await createTestApp(engine)
  })
  afterAll(() => suite.t.close())
  beforeEach(async () => {
    for (const table of tablesToEmpty) await suite.t.db.deleteFrom(table).execute()
    await reset?.(suite.t)
    Object.assign(suite, collectingSender(suite.t))
  })
  return suite
}
