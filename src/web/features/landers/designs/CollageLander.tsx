import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

/** Members' photos pinned around the message like snapshots on a wall. */
export function CollageLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  return (
    <div className="lander lander-collage">
      <div className="container-lg py-4 py-lg-5">
        <div className="collage">
          {lander.members.map((member, index) => (
            <figure key={member.id} className={`collage-photo collage-${index}`}>
              <MemberPhoto member={member} priority={index === 0} decorative />
              <figcaption>
                <MemberName member={member} />
              </figcaption>
            </figure>
          ))}
          <section className="collage-card text-center">
            <PlaceHeadline lander={lander} className="h1 fw-bold mb-3">
              {t('landers.collagelanding.headline')}
            </PlaceHeadline>
            <p className="mb-4">{t('landers.collagelanding.lead')}</p>
            <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.collagelanding.cta')}</LanderCta>
            <LoginHint className="mt-3" />
          </section>
        </div>
      </div>
    </div>
  )
}
