import { MembersOnly } from '../features/account/components/Guards.js'
import { accountHandle } from '../features/account/routeHandle.js'
import { MyProfile } from '../features/profile/components/MyProfile.js'

export const profileHandle = accountHandle('profile', 'my_profile.title')

/** /profile: my profile with its image overview and the account settings (members only). */
export function ProfilePage() {
  return (
    <MembersOnly>
      <MyProfile />
    </MembersOnly>
  )
}
