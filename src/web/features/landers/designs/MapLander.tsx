import { Link, useLocation } from 'react-router'
import type { Lander, LanderMap } from '#shared/api/landers.js'
import { searchWithoutSignup } from '#web/lib/signupParam.js'
import { useTranslation } from '#web/lib/translation.js'
import { LanderCta, LoginHint } from '../components/LanderCta.js'
import { PinIcon } from '../components/LanderIcons.js'
import { MemberTile } from '../components/MemberLine.js'
import { PlaceHeadline, usePlaceName } from '../components/PlaceHeadline.js'

const labelledRegions = 6

/** Regions with members get a bubble on the drawing, sized by how many live there. */
function bubbleRadius(count: number, most: number): number {
  return 6 + 16 * Math.sqrt(count / Math.max(most, 1))
}

/** Under the bubble, or above it where the drawing ends. */
function labelY(y: number, radius: number, height: number): number {
  return y + radius + 14 <= height ? y + radius + 14 : y - radius - 6
}

/** The visitor's country as a map of its towns, its regions with member counts, and members near them. */
export function MapLander({ lander }: { lander: Lander }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const map = lander.map
  const query = searchWithoutSignup(search)
  const current = lander.place?.region ?? null
  return (
    <div className="lander lander-map">
      <section className="container-lg py-4 py-lg-5">
        <div className="row g-4 align-items-start">
          <div className="col-lg-5 order-lg-2">
            <PlaceHeadline lander={lander} className="display-6 fw-bold mb-3">
              {t('landers.maplanding.headline')}
            </PlaceHeadline>
            <p className="lead mb-4">{t('landers.maplanding.lead')}</p>
            <LanderCta className="btn btn-primary btn-lg px-4">{t('landers.cta')}</LanderCta>
            <LoginHint className="mt-3" />
            {map && (
              <nav className="map-regions mt-4" aria-label={t('landers.maplanding.regions_title')}>
                <h2 className="h6 text-uppercase text-body-secondary mb-2">
                  {t('landers.maplanding.regions_title')}
                </h2>
                <ul className="list-unstyled mb-0">
                  {map.regions.map((region) => (
                    <li key={region.slug}>
                      <Link
                        to={`/landers/maplanding/${region.slug}${query}`}
                        className="map-region"
                        aria-current={region.slug === current ? 'page' : undefined}
                        preventScrollReset
                      >
                        <span>{region.name}</span>
                        <span
                          className="badge rounded-pill text-bg-light"
                          title={t('landers.maplanding.members')}
                        >
                          {region.count}
                          <span className="visually-hidden"> {t('landers.maplanding.members')}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
          <div className="col-lg-7 order-lg-1">{map && <CountryMap map={map} lander={lander} />}</div>
        </div>
      </section>
      <section className="map-members py-5" aria-labelledby="map-members-title">
        <div className="container-lg">
          <h2 id="map-members-title" className="h3 mb-4">
            <PinIcon className="text-primary me-2" />
            {t('landers.maplanding.members_title')}
          </h2>
          <div className="row row-cols-2 row-cols-md-4 g-3">
            {lander.members.map((member, index) => (
              <div className="col" key={member.id}>
                <MemberTile member={member} priority={index === 0} />
              </div>
            ))}
          </div>
        </div>
      </section>
    </div>
  )
}

function CountryMap({ map, lander }: { map: LanderMap; lander: Lander }) {
  const { t } = useTranslation()
  const place = usePlaceName({ place: null, country: lander.country })
  const drawn = map.regions.filter((r) => r.count > 0 && r.x !== null && r.y !== null)
  const most = Math.max(0, ...drawn.map((r) => r.count))
  const current = lander.place?.region ?? null
  // Names for the busiest regions only: more labels would cover each other on a country's drawing.
  const named = new Set(drawn.slice(0, labelledRegions).map((r) => r.slug))
  return (
    <figure className="country-map mb-0">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-label={t('landers.maplanding.map_label', { country: place })}
      >
        {map.towns.map((town) => (
          <circle key={`${town.x}-${town.y}`} className="map-town" cx={town.x} cy={town.y} r={town.size} />
        ))}
        {drawn.map((region) => (
          <g key={region.slug} className={region.slug === current ? 'map-bubble is-current' : 'map-bubble'}>
            <title>{`${region.name}: ${region.count}`}</title>
            <circle cx={region.x ?? 0} cy={region.y ?? 0} r={bubbleRadius(region.count, most)} />
            <text x={region.x ?? 0} y={region.y ?? 0} dy="0.35em" textAnchor="middle">
              {region.count}
            </text>
            {(named.has(region.slug) || region.slug === current) && (
              <text
                className="map-label"
                x={region.x ?? 0}
                y={labelY(region.y ?? 0, bubbleRadius(region.count, most), map.height)}
                textAnchor="middle"
              >
                {region.name}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  )
}
