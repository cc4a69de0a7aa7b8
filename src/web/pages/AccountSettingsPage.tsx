import type { ReactNode } from 'react'
import { Card } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { ChangeEmailForm } from '../features/account/components/ChangeEmailForm.js'
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm.js'
import { DeleteAccountForm } from '../features/account/components/DeleteAccountForm.js'
import { MembersOnly } from '../features/account/components/Guards.js'
import { accountHandle } from '../features/account/routeHandle.js'
import { useCurrentUser } from '../features/site/api/user.js'

export const accountSettingsHandle = accountHandle('profile', 'account_settings.title')

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="mb-4" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h5 card-title mb-3">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  )
}

function AccountSettings() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user) return null
  return (
    <section className="account-settings container-sm py-4 py-md-5">
      <h1 className="h3 mb-4">{t('account_settings.title')}</h1>
      <SettingsCard id="change-password" title={t('account_settings.password_title')}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard id="change-email" title={t('account_settings.email_title')}>
        <ChangeEmailForm currentEmail={user.email} />
      </SettingsCard>
      <SettingsCard id="delete-account" title={t('account_settings.delete_title')}>
        <DeleteAccountForm />
      </SettingsCard>
    </section>
  )
}

/** /profile: the account settings until the profile editor joins them (members only). */
export function AccountSettingsPage() {
  return (
    <MembersOnly>
      <AccountSettings />
    </MembersOnly>
  )
}
