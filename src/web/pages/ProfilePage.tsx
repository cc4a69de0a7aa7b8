import { ChangeEmailForm } from '../features/account/components/ChangeEmailForm.js'
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm.js'
import { DeleteAccountForm } from '../features/account/components/DeleteAccountForm.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { StayOffer } from '../features/payments/components/StayOffer.js'
import { MyProfile } from '../features/profile/components/MyProfile.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useCurrentUser } from '../lib/session.js'

export const profileHandle = pageHandle('profile', 'my_profile.title')

function MyProfileWithAccount() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <MyProfile
      accountForms={{
        password: <ChangePasswordForm />,
        email: <ChangeEmailForm currentEmail={user.email} />,
        deletion: <DeleteAccountForm offer={<StayOffer />} />,
      }}
    />
  )
}

/** /profile: my profile with its image overview and the account settings (members only). */
export function ProfilePage() {
  return (
    <MembersOnly>
      <MyProfileWithAccount />
    </MembersOnly>
  )
}
