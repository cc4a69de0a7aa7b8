// Likes, matches, auto-likes and the swipe game's daily allowance. Frozen: never import application code here.
import { type AnyDb, notNull, timestamp } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // The swipe game counts a member's swipe likes since the site's midnight; likes.php lists a member's likes.
  await db.schema
    .createIndex('likes_liker_source_idx')
    .on('likes')
    .columns(['liker_id', 'source', 'created_at'])
    .execute()
  // The new-likes badge counts a member's new likes on every user.php: read from the index alone.
  await db.schema
    .createIndex('likes_liked_new_idx')
    .on('likes')
    .columns(['liked_id', 'is_new', 'liker_id'])
    .execute()

  // At most one auto-like per member and local day (YYYY-MM-DD on the site's calendar): the key makes a
  // second call that day answer the first one's profile instead of liking again.
  await db.schema
    .createTable('auto_likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', notNull)
    .addColumn('profile_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, notNull)
    .addPrimaryKeyConstraint('auto_likes_pk', ['user_id', 'day'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('auto_likes').execute()
  await db.schema.dropIndex('likes_liked_new_idx').execute()
  await db.schema.dropIndex('likes_liker_source_idx').execute()
}
