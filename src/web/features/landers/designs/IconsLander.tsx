import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { ChatIcon, HeartIcon, ShieldIcon } from '../components/LanderIcons.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

const features = [
  { key: 'chat', Icon: ChatIcon },
  { key: 'likes', Icon: HeartIcon },
  { key: 'privacy', Icon: ShieldIcon },
] as const

/** What the site offers in three big icons, with members who are already there. */
export function IconsLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  return (
    <div className="lander lander-icons">
      <section className="icons-hero text-center">
        <div className="container-lg py-5">
          <PlaceHeadline lander={lander} className="display-5 fw-bold mb-3">
            {t('landers.iconslanding.headline')}
          </PlaceHeadline>
          <p className="lead mx-auto mb-4 icons-lead">{t('landers.iconslanding.lead')}</p>
          <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
          <LoginHint className="mt-3" />
        </div>
      </section>
      <section className="container-lg py-5" aria-labelledby="icons-features">
        <h2 id="icons-features" className="visually-hidden">
          {t('landers.iconslanding.features_title')}
        </h2>
        <div className="row g-4 text-center">
          {features.map(({ key, Icon }) => (
            <div className="col-md-4" key={key}>
              <div className="icons-feature">
                <span className={`icons-circle icons-${key}`}>
                  <Icon />
                </span>
                <h3 className="h4 mt-3">{t(`landers.iconslanding.${key}_title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`landers.iconslanding.${key}_body`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="icons-members py-5" aria-labelledby="icons-members-title">
        <div className="container-lg text-center">
          <h2 id="icons-members-title" className="h3 mb-4">
            {t('landers.iconslanding.members_title')}
          </h2>
          <ul className="icons-avatars list-unstyled">
            {lander.members.map((member, index) => (
              <li key={member.id}>
                <MemberPhoto
                  member={member}
                  priority={index === 0}
                  decorative
                  className="icons-avatar"
                  sizes="6rem"
                />
                <MemberName member={member} className="d-block small fw-semibold mt-2" />
                {member.city && <span className="d-block small text-body-secondary">{member.city}</span>}
              </li>
            ))}
          </ul>
          <LanderCta className="btn btn-outline-primary btn-lg px-4 mt-4">{t('landers.cta')}</LanderCta>
        </div>
      </section>
    </div>
  )
}
