import type { ReactNode } from 'react'
import { Alert, Badge } from 'react-bootstrap'
import { Link } from 'react-router'
import type { MemberProfile } from '#shared/api/members.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { LoginLink } from '#web/components/LoginLink.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { BlockActions } from './BlockActions.js'
import { AboutMe, Interests, ProfileFacts, ProfileHighlights } from './ProfileDetails.js'
import { ProfilePhotos } from './ProfilePhotos.js'

/**
 * What other features offer on a profile; the page puts them in (docs/decisions/0015). The profile decides
 * who sees which: the message, like and gift buttons are for other members, the visitor's like and gift for
 * visitors.
 */
export interface ProfileActions {
  message: ReactNode
  like: ReactNode
  gift: ReactNode
  visitorLike: ReactNode
  visitorGift: ReactNode
}

/** A member's profile (docs/product.md §2 Other screens item 5). */
export function ProfileView({ member, actions }: { member: MemberProfile; actions: ProfileActions }) {
  const user = useCurrentUser()
  const own = user?.id === member.id
  return (
    <article className="profile-view mx-auto py-4" aria-labelledby="profile-name">
      {member.fictional && <FictionalWarning />}
      {/* Phones show the photos first, then the name and the rest; wider screens put the photos beside it all. */}
      <div className="profile-layout">
        <div className="profile-layout-header">
          <ProfileHeader member={member} />
          <ProfileHighlights member={member} />
        </div>
        <div className="profile-layout-photos">
          <ProfilePhotos member={member} />
        </div>
        <div className="profile-layout-info">
          {own && <OwnProfileNote />}
          {!own && (
            <div className="profile-actions">
              {!member.blocked_by_me && actions.message}
              {user && actions.like}
              {user && !member.blocked_by_me && actions.gift}
              {!user && actions.visitorLike}
              {!user && actions.visitorGift}
            </div>
          )}
          {!own && user && <BlockActions member={member} />}
          {!user && <VisitorOffer name={member.name} />}
          <AboutMe member={member} />
          <Interests member={member} />
          <ProfileFacts member={member} />
        </div>
      </div>
    </article>
  )
}

function ProfileHeader({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  return (
    <header className="mb-2">
      <h1 id="profile-name" className="h2 mb-1 d-flex flex-wrap align-items-center gap-2">
        <span>{t('profile_view.name_age', { name: member.name, age: member.age })}</span>
        <FictionalMark member={member} className="fs-4" />
        {member.premium && (
          <Badge bg="primary" className="fs-6 fw-semibold">
            {t('profile_view.premium_member')}
          </Badge>
        )}
      </h1>
    </header>
  )
}

/**
 * The site's own words about fictional profiles, on every one of them (docs/product.md §3 Site settings,
 * fictional_warning).
 */
function FictionalWarning() {
  const settings = useSettings()
  return (
    <Alert variant="warning" className="d-flex align-items-start gap-2 profile-fictional-warning">
      <span className="fs-5 lh-1" role="img" aria-label={settings.fictional_singular}>
        {settings.fictional_icon}
      </span>
      <span>{settings.fictional_warning}</span>
    </Alert>
  )
}

function OwnProfileNote() {
  const { t } = useTranslation()
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{t('profile_view.own_profile')}</span>
      <Link to="/profile" className="btn btn-sm btn-outline-primary">
        {t('profile_view.edit_profile')}
      </Link>
    </Alert>
  )
}

function VisitorOffer({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <div className="profile-visitor-offer rounded p-3 mb-4">
      <p className="mb-2 fw-semibold">{t('profile_view.visitor_offer', { name })}</p>
      <div className="d-flex flex-wrap gap-2">
        <SignupLink className="btn btn-primary">{t('nav.signup')}</SignupLink>
        <LoginLink className="btn btn-outline-primary">{t('nav.login')}</LoginLink>
      </div>
    </div>
  )
}
