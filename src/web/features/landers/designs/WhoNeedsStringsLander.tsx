import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { CheckIcon, ScissorsIcon } from '../components/LanderIcons.js'
import { MemberTile } from '../components/MemberLine.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

const points = ['pressure', 'stories', 'chemistry'] as const

/** Casual dating: a loud, playful headline with a cut string, and a mosaic of members. */
export function WhoNeedsStringsLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  return (
    <div className="lander lander-strings">
      <section className="strings-hero">
        <div className="container-lg py-5">
          <div className="row g-4 align-items-center">
            <div className="col-lg-5">
              <PlaceHeadline lander={lander} className="strings-headline mb-3">
                {t('landers.whoneedsstrings.headline')}
              </PlaceHeadline>
              <div className="strings-cut" aria-hidden="true">
                <span className="strings-line" />
                <ScissorsIcon />
                <span className="strings-line loose" />
              </div>
              <p className="lead my-4">{t('landers.whoneedsstrings.lead')}</p>
              <ul className="strings-points list-unstyled mb-4">
                {points.map((point) => (
                  <li key={point}>
                    <CheckIcon />
                    {t(`landers.whoneedsstrings.point_${point}`)}
                  </li>
                ))}
              </ul>
              <LanderCta className="btn btn-dark btn-lg px-4">{t('landers.whoneedsstrings.cta')}</LanderCta>
              <LoginHint className="mt-3" />
            </div>
            <div className="col-lg-7">
              <h2 className="visually-hidden">{t('landers.whoneedsstrings.members_title')}</h2>
              <div className="strings-mosaic">
                {lander.members.map((member, index) => (
                  <MemberTile
                    key={member.id}
                    member={member}
                    priority={index === 0}
                    large={index === 0}
                    className={`mosaic-${index}`}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
    </div>
  )
}
