import type { Database } from '#server/db/database.js'
import type { StaffUser } from '#shared/api/staff.js'
import type { StaffMember } from '../auth/policy.js'
import { listSites } from '../staff-sites/queries.js'

/** The staff member as the back-office's layout shows them, with the sites they answer to. */
export async function presentStaff(db: Database, staff: StaffMember): Promise<StaffUser> {
  const sites = await listSites(db, staff.siteIds)
  return {
    id: staff.user.id,
    email: staff.user.email,
    role: staff.role,
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      domain: site.domain,
      time_zone: site.time_zone,
    })),
    all_sites: staff.siteIds === null,
  }
}
