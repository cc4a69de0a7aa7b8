import { type CSSProperties, useState } from 'react'
import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { MemberName } from '../components/MemberLine.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'
import { SlideshowToggle } from '../components/SlideshowToggle.js'

/**
 * A full-screen slideshow of members that cross-fade and slowly zoom (CSS animations only; with reduced
 * motion the first photo simply stands still).
 */
export function TransitionsLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  const [paused, setPaused] = useState(false)
  const slides = lander.members
  return (
    <div className="lander lander-transitions">
      <section
        className={`transitions-hero ${paused ? 'is-paused' : ''}`}
        style={{ '--slides': slides.length } as CSSProperties}
        data-bs-theme="dark"
      >
        <div className="transitions-slides" aria-hidden="true">
          {slides.map((member, index) => (
            <figure
              key={member.id}
              className="transitions-slide"
              style={{ '--slide': index } as CSSProperties}
            >
              <MemberPhoto member={member} large priority={index === 0} decorative />
              <figcaption>
                <MemberName member={member} />
                {member.city && <span className="d-block small">{member.city}</span>}
              </figcaption>
            </figure>
          ))}
        </div>
        <div className="transitions-content container-lg">
          <PlaceHeadline lander={lander} className="display-4 fw-bold mb-3">
            {t('landers.transitionsvideolanding.headline')}
          </PlaceHeadline>
          <p className="lead mb-4">{t('landers.transitionsvideolanding.lead')}</p>
          <LanderCta className="btn btn-light btn-lg px-4">
            {t('landers.transitionsvideolanding.cta')}
          </LanderCta>
          <LoginHint className="mt-3" />
        </div>
        {slides.length > 1 && <SlideshowToggle paused={paused} onToggle={() => setPaused((p) => !p)} />}
      </section>
      <section className="container-lg py-5" aria-labelledby="transitions-members">
        <h2 id="transitions-members" className="h4 mb-3">
          {t('landers.transitionsvideolanding.members_title')}
        </h2>
        <ul className="transitions-thumbs list-unstyled">
          {slides.map((member) => (
            <li key={member.id}>
              <MemberPhoto member={member} decorative />
              <MemberName member={member} className="d-block small fw-semibold mt-1" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
