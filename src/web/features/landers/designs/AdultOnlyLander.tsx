import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { LockIcon } from '../components/LanderIcons.js'
import { MemberTile } from '../components/MemberLine.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

const points = ['photos', 'private', 'block'] as const

/** Adults-only, discreet dating: a dark hero with a bold 18+ message, then a grid of members. */
export function AdultOnlyLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  const hero = lander.members.slice(0, 3)
  const rest = lander.members.slice(3)
  return (
    <div className="lander lander-adultonly">
      <section className="adult-hero" data-bs-theme="dark">
        <div className="container-lg py-5">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-6">
              <p className="adult-badge" role="img" aria-label={t('landers.adultonly.badge')}>
                18+
              </p>
              <PlaceHeadline lander={lander} className="display-5 fw-bold mb-3">
                {t('landers.adultonly.headline')}
              </PlaceHeadline>
              <p className="lead mb-4">{t('landers.adultonly.lead')}</p>
              <ul className="adult-points list-unstyled mb-4">
                {points.map((point) => (
                  <li key={point}>
                    <LockIcon className="text-primary" />
                    {t(`landers.adultonly.point_${point}`)}
                  </li>
                ))}
              </ul>
              <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.adultonly.cta')}</LanderCta>
              <p className="small text-body-secondary mt-3 mb-1">{t('landers.adultonly.age_note')}</p>
              <LoginHint />
            </div>
            <div className="col-lg-6">
              <div className="adult-preview">
                {hero.map((member, index) => (
                  <MemberTile key={member.id} member={member} priority={index === 0} large={index === 0} />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
      {rest.length > 0 && (
        <section className="container-lg py-5" aria-labelledby="adultonly-members">
          <h2 id="adultonly-members" className="h3 mb-4">
            {t('landers.adultonly.members_title')}
          </h2>
          <div className="row row-cols-2 row-cols-md-4 g-3">
            {rest.map((member) => (
              <div className="col" key={member.id}>
                <MemberTile member={member} />
              </div>
            ))}
          </div>
          <div className="text-center mt-5">
            <LanderCta className="btn btn-dark btn-lg px-4">{t('landers.adultonly.cta')}</LanderCta>
          </div>
        </section>
      )}
    </div>
  )
}
