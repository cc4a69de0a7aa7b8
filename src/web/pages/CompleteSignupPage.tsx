import { Link } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { ConfirmEmailBox } from '../features/account/components/ConfirmEmailBox.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { pageHandle } from '../lib/routeHandle.js'
import { useCurrentUser } from '../lib/session.js'

export const completeSignupHandle = pageHandle('complete-signup', 'signup.steps.complete.title')

function CompleteSignup() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user) return null
  return (
    <AccountPage title={t('signup.steps.complete.title')}>
      {user.status === 'not_confirmed' ? (
        <ConfirmEmailBox email={user.email} />
      ) : (
        <p>{t('signup.confirmed')}</p>
      )}
      <Link to="/members" className="btn btn-primary mt-4">
        {t('signup.finish')}
      </Link>
    </AccountPage>
  )
}

/** The confirm-e-mail step at the end of signup, as a page of its own (docs/product.md §2). */
export function CompleteSignupPage() {
  return (
    <MembersOnly>
      <CompleteSignup />
    </MembersOnly>
  )
}
