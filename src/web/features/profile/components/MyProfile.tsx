import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import type { OwnProfile } from '#shared/api/profile.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useOwnProfile } from '../api/ownProfile.js'
import { type ProfileScreen, profileScreens } from '../profileScreens.js'
import { InterestsForm } from './InterestsForm.js'
import { InvisibleSetting } from './InvisibleSetting.js'
import { LanguageSetting } from './LanguageSetting.js'
import { PhotoOverview } from './PhotoOverview.js'
import { ProfileDetailsForm } from './ProfileDetailsForm.js'
import { SectionCard } from './SectionCard.js'

/** A form of the member's own profile, once the profile has loaded. */
function WithOwnProfile({ form }: { form: (profile: OwnProfile) => ReactNode }) {
  const { t } = useTranslation()
  const profile = useOwnProfile()
  if (profile.data) return form(profile.data)
  if (profile.isError) return <p role="alert">{t('errors.popup')}</p>
  return (
    <p role="status">
      <InlineSpinner className="me-2" />
      {t('loading')}
    </p>
  )
}

/** The main photo's thumbnail, beside the full photo on the same CDN path. */
function thumbUrlOf(photo: { filename: string; thumb_filename: string; match: string }): string {
  return `${photo.match.slice(0, photo.match.length - photo.filename.length)}${photo.thumb_filename}`
}

/** The account's own forms, which belong to the account feature; the page puts them in. */
export interface AccountForms {
  password: ReactNode
  email: ReactNode
  deletion: ReactNode
  /** "Download my data" (the data-export feature). */
  dataExport: ReactNode
}

/**
 * /profile (docs/product.md §2 Other screens item 7): the member's face and name, then four screens —
 * photos (`/profile`), about me, interests and settings — each a page of its own behind one tab row.
 */
export function MyProfile({ screen, accountForms }: { screen: ProfileScreen; accountForms: AccountForms }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user) return null
  const photo = user.profile?.main_image
  return (
    <div className="my-profile container py-3 py-md-5">
      <header className="my-profile-head d-flex align-items-center gap-3 mb-3">
        {photo ? (
          <img src={thumbUrlOf(photo)} alt="" width={64} height={64} className="my-profile-avatar" />
        ) : (
          <Link
            to="/profile"
            className="my-profile-avatar my-profile-avatar-empty"
            aria-label={t('my_profile.photos.add')}
          />
        )}
        <div>
          <h1 className="h3 mb-0">{t('my_profile.title')}</h1>
          <p className="mb-0 text-body-secondary">{user.profile?.name ?? user.email}</p>
        </div>
      </header>
      <nav aria-label={t('my_profile.index_label')} className="my-profile-tabs mb-3">
        <ul className="nav nav-pills flex-nowrap">
          {profileScreens.map(({ name, path, tabKey }) => (
            <li key={name} className="nav-item">
              <NavLink to={path} end className="nav-link text-nowrap">
                {t(tabKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {screen === 'photos' && (
        <SectionCard id="photos" title={t('my_profile.photos.title')}>
          <PhotoOverview />
        </SectionCard>
      )}
      {screen === 'about' && (
        <SectionCard id="details" title={t('my_profile.details.title')} intro={t('my_profile.details.intro')}>
          <WithOwnProfile form={(profile) => <ProfileDetailsForm profile={profile} />} />
        </SectionCard>
      )}
      {screen === 'interests' && (
        <SectionCard
          id="interests"
          title={t('my_profile.interests.title')}
          intro={t('my_profile.interests.intro')}
        >
          <WithOwnProfile form={(profile) => <InterestsForm profile={profile} />} />
        </SectionCard>
      )}
      {screen === 'settings' && <Settings accountForms={accountForms} />}
    </div>
  )
}

function Settings({ accountForms }: { accountForms: AccountForms }) {
  const { t } = useTranslation()
  return (
    <section id="settings" className="my-profile-section" aria-labelledby="settings-title">
      <h2 id="settings-title" className="visually-hidden">
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
      <SectionCard id="data-export" level={3} title={t('data_export.title')}>
        {accountForms.dataExport}
      </SectionCard>
      <SectionCard id="delete-account" level={3} title={t('account_settings.delete_title')}>
        {accountForms.deletion}
      </SectionCard>
    </section>
  )
}
