import type { Migration } from 'kysely'
import * as m0001 from './0001_initial.js'
import * as m0002 from './0002_search_indexes.js'
import * as m0003 from './0003_likes.js'
import * as m0004 from './0004_chat.js'
import * as m0005 from './0005_push.js'
import * as m0006 from './0006_payments.js'
import * as m0007 from './0007_direct_debit.js'
import * as m0008 from './0008_notifications.js'
import * as m0009 from './0009_discount_on_completion.js'
import * as m0010 from './0010_staff.js'
import * as m0011 from './0011_site_logos.js'
import * as m0012 from './0012_operator_console.js'
import * as m0013 from './0013_console_photos_and_first_contacts.js'
import * as m0014 from './0014_queue_order.js'
import * as m0015 from './0015_signup_defence.js'
import * as m0016 from './0016_moderation.js'
import * as m0017 from './0017_data_exports.js'
import * as m0018 from './0018_message_review.js'
import * as m0019 from './0019_complaints_desk.js'
import * as m0020 from './0020_payment_events.js'
import * as m0021 from './0021_invoices.js'
import * as m0023 from './0023_traffic_sources.js'
import * as m0024 from './0024_daily_figures.js'
import * as m0025 from './0025_rate_limits.js'

/** The one migration history, in order; both engines run the same list. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search_indexes': m0002,
  '0003_likes': m0003,
  '0004_chat': m0004,
  '0005_push': m0005,
  '0006_payments': m0006,
  '0007_direct_debit': m0007,
  '0008_notifications': m0008,
  '0009_discount_on_completion': m0009,
  '0010_staff': m0010,
  '0011_site_logos': m0011,
  '0012_operator_console': m0012,
  '0013_console_photos_and_first_contacts': m0013,
  '0014_queue_order': m0014,
  '0015_signup_defence': m0015,
  '0016_moderation': m0016,
  '0017_data_exports': m0017,
  '0018_message_review': m0018,
  '0019_complaints_desk': m0019,
  '0020_payment_events': m0020,
  '0021_invoices': m0021,
  '0023_traffic_sources': m0023,
  '0024_daily_figures': m0024,
  '0025_rate_limits': m0025,
}
