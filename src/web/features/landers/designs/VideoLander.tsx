import { useState } from 'react'
import type { Lander } from '#shared/api/landers.js'
import type { MemberCard } from '#shared/api/members.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { MemberPhoto } from '../components/MemberPhoto.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'
import { SlideshowToggle } from '../components/SlideshowToggle.js'

const steps = ['signup', 'like', 'chat'] as const

/**
 * The "video" lander: an animated hero instead of a film. Two strips of member photos glide past each
 * other behind the message (CSS only; no video file is loaded, and reduced motion keeps them still).
 */
export function VideoLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  const [paused, setPaused] = useState(false)
  const half = Math.ceil(lander.members.length / 2)
  const rows = [lander.members.slice(0, half), lander.members.slice(half)]
  return (
    <div className="lander lander-video">
      <section className={`animated-hero ${paused ? 'is-paused' : ''}`} data-bs-theme="dark">
        <div className="animated-strips" aria-hidden="true">
          {rows.map((row, rowIndex) => (
            <PhotoStrip
              key={rowIndex === 0 ? 'top' : 'bottom'}
              members={row}
              reverse={rowIndex === 1}
              first={rowIndex === 0}
            />
          ))}
        </div>
        <div className="animated-content container-lg text-center">
          <PlaceHeadline lander={lander} className="display-4 fw-bold mb-3">
            {t('landers.video.headline')}
          </PlaceHeadline>
          <p className="lead mx-auto mb-4 animated-lead">{t('landers.video.lead')}</p>
          <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.video.cta')}</LanderCta>
          <LoginHint className="mt-3" />
        </div>
        <SlideshowToggle paused={paused} onToggle={() => setPaused((p) => !p)} />
      </section>
      <section className="container-lg py-5" aria-labelledby="video-steps">
        <h2 id="video-steps" className="h3 text-center mb-4">
          {t('landers.video.steps_title')}
        </h2>
        <ol className="video-steps list-unstyled row g-4 mb-0">
          {steps.map((step, index) => (
            <li key={step} className="col-md-4 text-center">
              <span className="video-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="h5 mt-3">{t(`landers.video.step_${step}_title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`landers.video.step_${step}_body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

/** One strip, its photos twice in a row so that the loop has no seam. */
function PhotoStrip({
  members,
  reverse,
  first,
}: {
  members: MemberCard[]
  reverse: boolean
  first: boolean
}) {
  return (
    <div className={`animated-strip ${reverse ? 'reverse' : ''}`}>
      {[0, 1].map((copy) =>
        members.map((member, index) => (
          <figure key={`${copy}-${member.id}`} className="animated-photo">
            <MemberPhoto member={member} priority={first && copy === 0 && index === 0} decorative />
            <figcaption>
              {member.name}, {member.age}
            </figcaption>
          </figure>
        )),
      )}
    </div>
  )
}
