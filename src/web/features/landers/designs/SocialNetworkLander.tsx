import type { MemberCard } from '#shared/api/members.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { ChatIcon, HeartIcon } from '../components/LanderIcons.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberLink } from '../components/MemberLink.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'
import type { LanderDesignProps, LikeAction } from '../designProps.js'

/** A social feed: members as posts with like and message actions, who is online at the side. */
export function SocialNetworkLander({ lander, LikeAction }: LanderDesignProps) {
  const { t } = useTranslation()
  const online = lander.members.filter((m) => m.online)
  const side = online.length > 0 ? online : lander.members.slice(0, 5)
  return (
    <div className="lander lander-social">
      <div className="container-xl py-4">
        <div className="row g-4">
          <aside className="col-lg-3">
            <div className="social-card p-4">
              <PlaceHeadline lander={lander} className="h3 fw-bold mb-3">
                {t('landers.socialnetwork.headline')}
              </PlaceHeadline>
              <p className="mb-4">{t('landers.socialnetwork.lead')}</p>
              <LanderCta className="btn btn-primary w-100">{t('landers.socialnetwork.cta')}</LanderCta>
              <LoginHint className="mt-3 text-center" />
            </div>
          </aside>
          <section className="col-lg-6" aria-label={t('landers.socialnetwork.feed_label')}>
            <div className="social-card social-composer p-3 mb-4">
              <LanderCta className="social-composer-input" withLogin={false}>
                {t('landers.socialnetwork.composer')}
              </LanderCta>
            </div>
            {lander.members.map((member, index) => (
              <FeedPost key={member.id} member={member} priority={index === 0} LikeAction={LikeAction} />
            ))}
          </section>
          <aside className="col-lg-3 d-none d-lg-block">
            <div className="social-card p-3 social-sticky">
              <h2 className="h6 mb-3">
                {online.length > 0
                  ? t('landers.socialnetwork.online_title')
                  : t('landers.socialnetwork.recent_title')}
              </h2>
              <ul className="list-unstyled mb-0">
                {side.map((member) => (
                  <li key={member.id} className="social-contact">
                    <MemberPhoto
                      member={member}
                      decorative
                      className="social-contact-photo"
                      sizes="2.75rem"
                    />
                    <MemberName member={member} className="small" />
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </div>
  )
}

function FeedPost({
  member,
  priority,
  LikeAction,
}: {
  member: MemberCard
  priority: boolean
  LikeAction: LikeAction
}) {
  const { t } = useTranslation()
  return (
    <article className="social-card social-post mb-4" aria-label={`${member.name}, ${member.age}`}>
      <header className="d-flex align-items-center gap-2 p-3">
        <MemberPhoto member={member} decorative className="social-avatar" sizes="2.75rem" />
        <div className="lh-sm">
          <MemberName member={member} as="strong" className="d-block" />
          <span className="small text-body-secondary">
            {member.online
              ? t('landers.socialnetwork.status_online')
              : t('landers.socialnetwork.status_recent')}
            {member.city && <> · {member.city}</>}
          </span>
        </div>
      </header>
      <MemberLink memberId={member.id} className="social-post-photo">
        <MemberPhoto member={member} large priority={priority} />
      </MemberLink>
      <footer className="d-flex gap-2 p-2">
        <LikeAction member={member} className="social-action">
          <HeartIcon /> {t('landers.socialnetwork.like')}
        </LikeAction>
        <MemberLink memberId={member.id} className="social-action">
          <ChatIcon /> {t('landers.socialnetwork.message')}
        </MemberLink>
      </footer>
    </article>
  )
}
