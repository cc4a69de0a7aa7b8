import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { MoonIcon } from '../components/LanderIcons.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberLink } from '../components/MemberLink.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

/** An evening sky, the count of members online now and a row of who is awake. */
export function AloneTonightLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  const online = lander.online_count ?? 0
  return (
    <div className="lander lander-tonight" data-bs-theme="dark">
      <div className="tonight-sky" aria-hidden="true">
        <MoonIcon className="tonight-moon" />
      </div>
      <section className="container-lg position-relative py-5 text-center">
        <PlaceHeadline lander={lander} className="tonight-headline display-4 fw-bold mb-3">
          {t('landers.alonetonight.headline')}
        </PlaceHeadline>
        <p className="lead mx-auto mb-4 tonight-lead">{t('landers.alonetonight.lead')}</p>
        {online > 0 && (
          <p className="tonight-online">
            <span className="online-dot" aria-hidden="true" />
            {t('landers.alonetonight.online_count', { count: online })}
          </p>
        )}
        <LanderCta className="btn btn-warning btn-lg px-4">{t('landers.alonetonight.cta')}</LanderCta>
        <LoginHint className="mt-3" />
      </section>
      <section className="container-lg position-relative pb-5" aria-labelledby="tonight-members">
        <h2 id="tonight-members" className="h5 text-uppercase tonight-members-title mb-3">
          {online > 0 ? t('landers.alonetonight.online_title') : t('landers.alonetonight.recent_title')}
        </h2>
        <ul className="tonight-row list-unstyled">
          {lander.members.map((member, index) => (
            <li key={member.id}>
              <MemberLink memberId={member.id} className="tonight-member">
                <span className={`tonight-avatar ${member.online ? 'is-online' : ''}`}>
                  <MemberPhoto member={member} priority={index === 0} decorative />
                </span>
                <MemberName member={member} className="d-block small fw-semibold" />
                {member.city && <span className="d-block small tonight-city">{member.city}</span>}
              </MemberLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
