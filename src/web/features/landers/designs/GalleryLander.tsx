import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { MemberTile } from '../components/MemberLine.js'
import { MemberLink } from '../components/MemberLink.js'
import { PlaceHeadline } from '../components/PlaceHeadline.js'

/** A photo gallery of members; every picture leads to the signup. */
export function GalleryLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  return (
    <div className="lander lander-gallery">
      <section className="gallery-head border-bottom">
        <div className="container-xl py-4 d-md-flex align-items-end justify-content-between gap-4">
          <div>
            <PlaceHeadline lander={lander} className="h1 fw-bold mb-2">
              {t('landers.gallery.headline')}
            </PlaceHeadline>
            <p className="mb-3 mb-md-0 text-body-secondary">{t('landers.gallery.lead')}</p>
          </div>
          <div className="flex-shrink-0 text-md-end">
            <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
          </div>
        </div>
      </section>
      <section className="container-xl py-4" aria-label={t('landers.gallery.grid_label')}>
        <ul className="gallery-grid list-unstyled mb-0">
          {lander.members.map((member, index) => (
            <li key={member.id}>
              <MemberLink memberId={member.id} className="gallery-item">
                <MemberTile member={member} priority={index === 0} />
              </MemberLink>
            </li>
          ))}
        </ul>
        <div className="gallery-more text-center py-5">
          <p className="h4 mb-3">{t('landers.gallery.more')}</p>
          <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
          <LoginHint className="mt-3" />
        </div>
      </section>
    </div>
  )
}
