import type { ReactNode } from 'react'
import { Nav } from 'react-bootstrap'
import { Link } from 'react-router'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useOwnProfile } from '../api/ownProfile.js'
import { InvisibleSetting } from './InvisibleSetting.js'
import { LanguageSetting } from './LanguageSetting.js'
import { PhotoOverview } from './PhotoOverview.js'
import { ProfileDetailsForm } from './ProfileDetailsForm.js'
import { SectionCard } from './SectionCard.js'

function ProfileDetails() {
  const { t } = useTranslation()
  const profile = useOwnProfile()
  if (profile.data) return <ProfileDetailsForm profile={profile.data} />
  if (profile.isError) return <p role="alert">{t('errors.popup')}</p>
  return (
    <p role="status">
      <InlineSpinner className="me-2" />
      {t('loading')}
    </p>
  )
}

/** The account's own forms, which belong to the account feature; the page puts them in. */
export interface AccountForms {
  password: ReactNode
  email: ReactNode
  deletion: ReactNode
}

/**
 * /profile (docs/product.md §2 Other screens item 7): the image overview, the profile itself and the account
 * settings, one page with a short index to jump between them.
 */
export function MyProfile({ accountForms }: { accountForms: AccountForms }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="my-profile container py-4 py-md-5">
      <h1 className="h3 mb-3">{t('my_profile.title')}</h1>
      <Nav
        as="nav"
        variant="pills"
        className="my-profile-index mb-4 gap-1"
        aria-label={t('my_profile.index_label')}
      >
        <Nav.Link href="#photos">{t('my_profile.photos.title')}</Nav.Link>
        <Nav.Link href="#details">{t('my_profile.details.title')}</Nav.Link>
        <Nav.Link href="#settings">{t('account_settings.title')}</Nav.Link>
      </Nav>
      <SectionCard id="photos" title={t('my_profile.photos.title')}>
        <PhotoOverview />
      </SectionCard>
      <SectionCard id="details" title={t('my_profile.details.title')} intro={t('my_profile.details.intro')}>
        <ProfileDetails />
      </SectionCard>
      <section id="settings" className="my-profile-section" aria-labelledby="settings-title">
        <h2 id="settings-title" className="h4 mb-3">
          {t('account_settings.title')}
        </h2>
        <SectionCard id="invisible" level={3} title={t('my_profile.invisible.title')}>
          <InvisibleSetting />
        </SectionCard>
        <SectionCard id="notifications" level={3} title={t('notifications.settings.title')}>
          <p className="mb-2">{t('my_profile.notifications_intro')}</p>
          <Link to="/notifications">{t('my_profile.notifications_link')}</Link>
        </SectionCard>
        <SectionCard id="language" level={3} title={t('my_profile.language.title')}>
          <LanguageSetting />
        </SectionCard>
        <SectionCard id="change-password" level={3} title={t('account_settings.password_title')}>
          {accountForms.password}
        </SectionCard>
        <SectionCard id="change-email" level={3} title={t('account_settings.email_title')}>
          {accountForms.email}
        </SectionCard>
        <SectionCard id="delete-account" level={3} title={t('account_settings.delete_title')}>
          {accountForms.deletion}
        </SectionCard>
      </section>
    </div>
  )
}
