import { data, type LoaderFunctionArgs, useParams } from 'react-router'
import { ChangeEmailForm } from '../features/account/components/ChangeEmailForm.js'
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm.js'
import { DeleteAccountForm } from '../features/account/components/DeleteAccountForm.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { DataExportSection } from '../features/data-export/components/DataExportSection.js'
import { StayOffer } from '../features/payments/components/StayOffer.js'
import { MyProfile } from '../features/profile/components/MyProfile.js'
import { profileScreenOf } from '../features/profile/profileScreens.js'
import { membersOnlyLoader } from '../lib/accessLoaders.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useCurrentUser } from '../lib/session.js'

export const profileHandle = pageHandle('profile', 'my_profile.title')

/** A screen of /profile that does not exist is the 404 page; the rest is for members only. */
export function profileLoader(args: LoaderFunctionArgs) {
  if (!profileScreenOf(args.params.screen)) throw data(null, { status: 404 })
  return membersOnlyLoader(args)
}

function MyProfileWithAccount() {
  const user = useCurrentUser()
  const screen = profileScreenOf(useParams().screen)
  if (!user || !screen) return null
  return (
    <MyProfile
      screen={screen}
      accountForms={{
        password: <ChangePasswordForm />,
        email: <ChangeEmailForm currentEmail={user.email} />,
        deletion: <DeleteAccountForm offer={<StayOffer />} />,
        dataExport: <DataExportSection />,
      }}
    />
  )
}

/** /profile and its screens: my photos, about me, interests, settings (members only). */
export function ProfilePage() {
  return (
    <MembersOnly>
      <MyProfileWithAccount />
    </MembersOnly>
  )
}
