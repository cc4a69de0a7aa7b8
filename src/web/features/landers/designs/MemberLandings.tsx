import type { MemberLandingHeadline, MemberLandingResponse } from '#shared/api/landers.js'
import type { MemberCard } from '#shared/api/members.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { ChatIcon, HeartIcon, PinIcon } from '../components/LanderIcons.js'
import { MemberName, MemberTile } from '../components/MemberLine.js'
import { MemberLink } from '../components/MemberLink.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import type { LikeAction } from '../designProps.js'

interface MemberLandingProps {
  data: MemberLandingResponse
  /** The slug's headline variant, if it named one. */
  headline: MemberLandingHeadline | null
  LikeAction: LikeAction
}

function useHeadline(member: MemberCard, headline: MemberLandingHeadline | null): string {
  const { t } = useTranslation()
  return t(`landers.member.headline_${headline ?? 'default'}`, { name: member.name })
}

/** The call to action of every member landing: chat (after signing up), or straight to the chat for members. */
function ChatCta({ member, className }: { member: MemberCard; className: string }) {
  const { t } = useTranslation()
  return (
    <LanderCta
      className={className}
      memberTo={`/members/${member.id}/chat`}
      memberLabel={t('chat.landing_cta', { name: member.name })}
    >
      <ChatIcon className="me-2" />
      {t('landers.member.cta', { name: member.name })}
    </LanderCta>
  )
}

/** 'Sign up free, send {name} a message…': said to visitors only; a member just chats. */
function VisitorLead({ member, className }: { member: MemberCard; className: string }) {
  const { t } = useTranslation()
  if (useCurrentUser()) return null
  return <p className={className}>{t('landers.member.lead', { name: member.name })}</p>
}

function OnlineBadge({ member }: { member: MemberCard }) {
  const { t } = useTranslation()
  if (!member.online) return null
  return (
    <span className="badge rounded-pill text-bg-success">
      <span className="online-dot light" aria-hidden="true" />
      {t('landers.online')}
    </span>
  )
}

function OtherMembers({ members, className = '' }: { members: MemberCard[]; className?: string }) {
  const { t } = useTranslation()
  if (members.length === 0) return null
  return (
    <section className={`container-lg py-5 ${className}`} aria-labelledby="member-landing-others">
      <h2 id="member-landing-others" className="h4 mb-4">
        {t('landers.member.others_title')}
      </h2>
      <div className="row row-cols-2 row-cols-md-4 g-3">
        {members.map((other) => (
          <div className="col" key={other.id}>
            <MemberLink memberId={other.id} className="d-block text-reset">
              <MemberTile member={other} />
            </MemberLink>
          </div>
        ))}
      </div>
    </section>
  )
}

/** /members/{id}/landing: the member's photo large beside the name, the call to action and three steps. */
export function MemberLanding({ data, headline }: MemberLandingProps) {
  const { t } = useTranslation()
  const { member } = data
  const title = useHeadline(member, headline)
  return (
    <div className="lander member-landing member-landing-1">
      <section className="container-lg py-4 py-lg-5">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-md-6 col-lg-5">
            <MemberPhoto member={member} large priority className="member-landing-photo" />
          </div>
          <div className="col-md-6 col-lg-7">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <OnlineBadge member={member} />
              {member.city && (
                <span className="text-body-secondary">
                  <PinIcon className="me-1" />
                  {member.city}
                </span>
              )}
            </div>
            <h1 className="display-5 fw-bold mb-1">{title}</h1>
            <p className="h4 fw-normal text-body-secondary mb-4">
              <MemberName member={member} />
            </p>
            <VisitorLead member={member} className="lead mb-4" />
            <ChatCta member={member} className="btn btn-primary btn-lg px-4" />
            <LoginHint className="mt-3" />
            <ol className="member-landing-steps list-unstyled mt-4 mb-0">
              {(['account', 'hello', 'chat'] as const).map((step, index) => (
                <li key={step}>
                  <span className="step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {t(`landers.member.step_${step}`, { name: member.name })}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      <OtherMembers members={data.members} className="border-top" />
    </div>
  )
}

/**
 * /members/{id}/landing2: the member's photo fills the screen behind a phone-sized card with a message
 * box that opens the signup.
 */
export function MemberLanding2({ data, headline }: MemberLandingProps) {
  const { t } = useTranslation()
  const { member } = data
  const title = useHeadline(member, headline)
  return (
    <div className="lander member-landing member-landing-2">
      <section className="immersive" data-bs-theme="dark">
        <div className="immersive-backdrop" aria-hidden="true">
          {member.main_image && <img src={member.main_image.thumb_url} alt="" />}
        </div>
        <div className="immersive-card">
          <div className="immersive-photo">
            <MemberPhoto member={member} large priority />
            <div className="immersive-caption">
              <OnlineBadge member={member} />
              <MemberName member={member} as="strong" className="d-block h3 mb-0 mt-1" />
              {member.city && <span>{member.city}</span>}
            </div>
          </div>
          <div className="p-4">
            <h1 className="h3 fw-bold mb-2">{title}</h1>
            <VisitorLead member={member} className="mb-3" />
            <LanderCta
              className="immersive-message"
              memberTo={`/members/${member.id}`}
              memberLabel={t('landers.member.view_profile')}
              withLogin={false}
            >
              <span>{t('landers.member.message_placeholder', { name: member.name })}</span>
              <ChatIcon />
            </LanderCta>
            <LoginHint className="mt-3 text-center" />
          </div>
        </div>
      </section>
      <OtherMembers members={data.members} />
    </div>
  )
}

/** /members/{id}/landing3: a profile page look: cover, round photo, chat and like buttons, members below. */
export function MemberLanding3({ data, headline, LikeAction }: MemberLandingProps) {
  const { t } = useTranslation()
  const { member } = data
  const title = useHeadline(member, headline)
  return (
    <div className="lander member-landing member-landing-3">
      <div className="profile-cover" aria-hidden="true" />
      <section className="container-lg">
        <div className="profile-head text-center">
          <MemberPhoto member={member} large priority className="profile-avatar" sizes="11rem" />
          <h1 className="h2 fw-bold mt-3 mb-1">{title}</h1>
          <p className="mb-2">
            <MemberName member={member} className="fw-semibold" />
            {member.city && <span className="text-body-secondary"> · {member.city}</span>}
          </p>
          <div className="d-flex justify-content-center gap-2 mb-3">
            <OnlineBadge member={member} />
            {member.fictional && (
              <span className="badge rounded-pill text-bg-light">
                <FictionalMark member={member} />
              </span>
            )}
          </div>
          <VisitorLead member={member} className="lead mx-auto profile-lead mb-4" />
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <ChatCta member={member} className="btn btn-primary btn-lg px-4" />
            <LikeAction member={member} className="btn btn-outline-primary btn-lg px-4">
              <HeartIcon className="me-2" />
              {t('landers.member.like', { name: member.name })}
            </LikeAction>
          </div>
          <LoginHint className="mt-3" />
        </div>
      </section>
      <OtherMembers members={data.members} />
    </div>
  )
}
