// The complaints desk: who on the staff handles a complaint and when it was answered or closed, its history
// (internal notes, answers mailed to the complainant, actions taken), and warnings a member must read on their
// next visit. Frozen: never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('complaints')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('complaints').addColumn('answered_at', timestamp).execute()
  await db.schema.alterTable('complaints').addColumn('closed_at', timestamp).execute()
  await db.schema
    .createIndex('complaints_site_status')
    .on('complaints')
    .columns(['site_id', 'status'])
    .execute()

  await withId(db, db.schema.createTable('complaint_entries'))
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // note (staff only), answer (mailed to the complainant), warning or disabled (actions on the subject).
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('complaint_entries_complaint')
    .on('complaint_entries')
    .columns(['complaint_id', 'id'])
    .execute()

  await withId(db, db.schema.createTable('member_warnings'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('complaint_id', 'integer', (c) => c.references('complaints.id').onDelete('set null'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('read_at', timestamp)
    .execute()
  await db.schema
    .createIndex('member_warnings_user')
    .on('member_warnings')
    .columns(['user_id', 'read_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_warnings').execute()
  await db.schema.dropTable('complaint_entries').execute()
  await db.schema.dropIndex('complaints_site_status').execute()
  await db.schema.alterTable('complaints').dropColumn('closed_at').execute()
  await db.schema.alterTable('complaints').dropColumn('answered_at').execute()
  await db.schema.alterTable('complaints').dropColumn('assignee_id').execute()
}
