import type { MemberCard } from '../../../shared/api/members.js'
import type { Database } from '../../db/database.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import { cardContext, presentCard, visibleMembersFor } from './cards.js'
import type { ViewerProfile } from './viewer.js'

export const suggestedLimit = 12

type Gender = 'male' | 'female'

function isGender(value: string | null): value is Gender {
  return value === 'male' || value === 'female'
}

/** The genders someone is looking for; null when we do not know (then anyone). */
function wantedGenders(gender: string | null, sexuality: string | null): Gender[] | null {
  if (!isGender(gender)) return null
  const other: Gender = gender === 'male' ? 'female' : 'male'
  if (sexuality === 'hetero') return [other]
  if (sexuality === 'gay' || sexuality === 'lesbian') return [gender]
  return null
}

/**
 * Members picked for a viewer (GET /api/suggested.php): with a photo, from the viewer's country, of the
 * gender they look for and looking for the viewer's gender in turn, most recently active first.
 */
export async function suggestedMembers(
  db: Database,
  site: Site,
  viewer: { user: CurrentUser; profile: ViewerProfile } | null,
  visitorCountry: string,
): Promise<MemberCard[]> {
  const country = viewer?.profile.country ?? visitorCountry
  let query = visibleMembersFor(db, site.id, viewer?.user.id ?? null)
    .where('profiles.country', '=', country)
    .where('profiles.has_photo', '=', 1)
  const gender = viewer?.profile.gender ?? null
  const wanted = viewer ? wantedGenders(gender, viewer.profile.sexuality) : null
  if (wanted) query = query.where('profiles.gender', 'in', wanted)
  if (isGender(gender)) {
    // Someone of the same gender is a match if they are gay, lesbian or bi; of the other, if hetero or bi.
    query = query.where((eb) =>
      eb.or([
        eb('profiles.sexuality', 'is', null),
        eb.and([
          eb('profiles.gender', '=', gender),
          eb('profiles.sexuality', 'in', ['gay', 'lesbian', 'bi']),
        ]),
        eb.and([eb('profiles.gender', '!=', gender), eb('profiles.sexuality', 'in', ['hetero', 'bi'])]),
      ]),
    )
  }
  const rows = await query
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.user_id')
    .limit(suggestedLimit)
    .execute()
  const context = cardContext(site, viewer?.user ?? null)
  return rows.map((row) => presentCard(row, context))
}
