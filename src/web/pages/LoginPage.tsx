import { useTranslation } from '#web/lib/translation.js'
import { SignupLink } from '../components/SignupLink.js'
import { AccountPage } from '../features/account/components/AccountPage.js'
import { VisitorsOnly } from '../features/account/components/Guards.js'
import { LoginForm } from '../features/account/components/LoginForm.js'
import { pageHandle } from '../lib/routeHandle.js'
import { usePrefetchWhenIdle } from '../lib/whenIdle.js'
import { nextPages } from './nextPages.js'

export const loginHandle = pageHandle('login', 'login.title')

export function LoginPage() {
  const { t } = useTranslation()
  usePrefetchWhenIdle(nextPages.afterLogin)
  return (
    <VisitorsOnly>
      <AccountPage title={t('login.title')}>
        <LoginForm />
        <hr className="my-4" />
        <p className="mb-0">
          {t('login.no_account')} <SignupLink>{t('nav.signup')}</SignupLink>
        </p>
      </AccountPage>
    </VisitorsOnly>
  )
}
