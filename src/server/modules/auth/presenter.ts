import type { Database } from '#server/db/database.js'
import type { UserResponse } from '#shared/api/auth.js'
import { timeBonusFor } from '../discounts/service.js'
import type { Site } from '../sites/service.js'
import { badgeTotals } from './badges.js'
import type { CurrentUser } from './current-user.js'
import { findOwnProfile } from './queries.js'

/** The logged-in member as GET /api/user.php answers it (docs/product.md §3 User): their own data only. */
export async function presentUser(db: Database, site: Site, user: CurrentUser): Promise<UserResponse> {
  const profileQuery = findOwnProfile(db, user.id)
  const [profile, totals, timeBonus] = await Promise.all([
    profileQuery,
    badgeTotals(db, site.id, user.id),
    timeBonusFor(db, site, user),
  ])
  const mainImage =
    profile?.filename && profile.thumb_filename
      ? {
          filename: profile.filename,
          thumb_filename: profile.thumb_filename,
          match: `${site.cdnPrefix}${profile.filename}`,
        }
      : null
  return {
    user: {
      id: user.id,
      email: user.email,
      status: user.status,
      credits: user.credits,
      paid_user: user.paidUser,
      language: user.language,
      invisible: user.invisible,
      fictional_icon: site.settings.fictional_icon,
      signup_date: new Date(user.signupDate).toISOString(),
      notifications_disabled: user.notificationsDisabled,
      num_unread_messages: totals.num_unread_messages,
      num_new_likes: totals.num_new_likes,
      time_bonus: timeBonus,
      profile: profile
        ? { name: profile.name, country: profile.country, status: profile.status, main_image: mainImage }
        : null,
    },
  }
}
