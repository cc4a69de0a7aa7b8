import type { Database } from '#server/db/database.js'
import type { NotificationType } from '#shared/api/notifications.js'
import { likeMail, newConversationMail, newMessagesMail } from './event-mails.js'
import type { NotificationMail } from './mailer.js'
import { campaignMail } from './scheduled/campaigns.js'
import { inactivityReminderMail } from './scheduled/inactivity-reminders.js'
import { unreadReminderMail } from './scheduled/unread-reminders.js'
import { weeklyUpdateMail } from './scheduled/weekly-updates.js'

/** A queued row as the sender hands it to its type's composer. */
export interface DueMail {
  id: number
  userId: number
  type: NotificationType
  payload: Record<string, unknown>
  /** When the row was queued: e.g. the first message of a batch. */
  createdAt: number
}

/**
 * Turns a due row into the mail to send, looking at the data as it is now; null when there is nothing
 * left to say (the messages were read meanwhile, the liker blocked the member...), and the row is skipped.
 */
export type Composer = (db: Database, due: DueMail) => Promise<NotificationMail['compose'] | null>

/** One composer per notification type; the queue's sender refuses rows of a type without one. */
export const composers: Partial<Record<NotificationType, Composer>> = {
  new_conversations: newConversationMail,
  new_messages: newMessagesMail,
  like: likeMail,
  unread_message_reminders: unreadReminderMail,
  weekly_updates: weeklyUpdateMail,
  reminders: inactivityReminderMail,
  promotions: campaignMail,
  news: campaignMail,
}
