import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { photoLimits } from '#shared/constants.js'
import { useTranslation } from '#web/lib/translation.js'
import { SignupLink } from '../components/SignupLink.js'
import { useHome } from '../features/landers/api/home.js'
import { MemberTile } from '../features/landers/components/MemberLine.js'
import { MemberLink } from '../features/landers/components/MemberLink.js'
import { useVisitBeacon } from '../features/landers/hooks/useVisitBeacon.js'
import { useSettings } from '../lib/site.js'
import type { RouteHandle } from '../routeMeta.js'

export { homeLoader as indexLoader } from '../features/landers/api/home.js'

export const indexHandle: RouteHandle = { name: 'index' }

// Each step's picture is its class (main.scss), written out whole so that the stylesheet's purge finds it.
const steps = [
  { feature: 'search', picture: 'home-step-search' },
  { feature: 'like', picture: 'home-step-heart' },
  { feature: 'chat', picture: 'home-step-chat' },
] as const

/** How many faces the hero's mosaic shows; the rest of the members follow below. */
const mosaicSize = 6

/**
 * The home page: faces of the visitor's country first (a mosaic beside the headline), how many are online,
 * how the site works in three pictures, more members, and the signup call.
 */
export function IndexPage() {
  const { t } = useTranslation()
  const settings = useSettings()
  const home = useHome().data
  const members = home?.members ?? []
  useVisitBeacon()
  return (
    <>
      <section className="home-hero">
        <div className="container-lg py-4 py-lg-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-6 order-lg-2">
              <FaceMosaic members={members.slice(0, mosaicSize)} />
            </div>
            <div className="col-lg-6 text-center text-lg-start">
              <h1 className="display-5 fw-bold">{t('index.headline')}</h1>
              <p className="lead my-3">{t('index.lead', { site: settings.name })}</p>
              {home && home.online_count > 0 && (
                <p className="home-online fw-semibold">
                  <span className="online-dot" aria-hidden="true" />
                  {t('index.online_count', { count: home.online_count })}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2 align-items-center justify-content-center justify-content-lg-start">
                <SignupLink className="btn btn-primary btn-lg">{t('index.cta')}</SignupLink>
                <span className="ms-lg-2">
                  {t('index.have_account')} <Link to="/login">{t('index.login')}</Link>
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="container-lg py-5" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="h3 mb-4 text-center">
          {t('index.features_title', { site: settings.name })}
        </h2>
        <ol className="home-steps list-unstyled row g-4 mb-0">
          {steps.map(({ feature, picture }) => (
            <li key={feature} className="col-md-4 text-center">
              <span className={`home-step-icon ${picture}`} aria-hidden="true" />
              <h3 className="h5 mt-3">{t(`index.feature_${feature}_title`)}</h3>
              <p className="mb-0 text-body-secondary">{t(`index.feature_${feature}_body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      {members.length > mosaicSize && (
        <section className="container-lg pb-5" aria-labelledby="home-members">
          <h2 id="home-members" className="h3 mb-3 text-center">
            {t('index.members_title')}
          </h2>
          <ul className="home-members list-unstyled">
            {members.slice(mosaicSize).map((member) => (
              <li key={member.id}>
                <MemberLink memberId={member.id} className="home-member-link">
                  <MemberTile member={member} />
                </MemberLink>
              </li>
            ))}
          </ul>
          <p className="text-center mt-4 mb-0">
            <SignupLink className="btn btn-primary btn-lg">{t('index.cta')}</SignupLink>
          </p>
        </section>
      )}
      <section className="home-promises py-5">
        <div className="container-lg row g-4 mx-auto">
          <div className="col-md-6">
            <h2 className="h5">{t('index.safety_title')}</h2>
            <p className="mb-0">{t('index.safety_body')}</p>
          </div>
          <div className="col-md-6">
            <h2 className="h5">{t('index.premium_title')}</h2>
            <p className="mb-0">{t('index.premium_body', { count: photoLimits.premium })}</p>
          </div>
        </div>
      </section>
    </>
  )
}

/** Six faces of the country in a mosaic; the first loads at once, as the page's first picture. */
function FaceMosaic({ members }: { members: MemberCard[] }) {
  if (members.length === 0) return null
  return (
    <ul className="home-mosaic list-unstyled mb-0">
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberLink memberId={member.id} className="home-mosaic-link">
            <MemberTile member={member} priority={index === 0} />
          </MemberLink>
        </li>
      ))}
    </ul>
  )
}
