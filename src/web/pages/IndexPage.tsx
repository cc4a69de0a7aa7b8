import { Link } from 'react-router'
import { photoLimits } from '#shared/constants.js'
import { useTranslation } from '#web/lib/translation.js'
import { SignupLink } from '../components/SignupLink.js'
import { useSettings } from '../lib/site.js'
import type { RouteHandle } from '../routeMeta.js'

export const indexHandle: RouteHandle = { name: 'index' }

const features = ['search', 'like', 'chat'] as const

export function IndexPage() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <>
      <section className="index-hero text-center text-md-start">
        <div className="container-lg py-5">
          <div className="row align-items-center">
            <div className="col-md-7">
              <h1 className="display-5 fw-bold">{t('index.headline')}</h1>
              <p className="lead my-4">{t('index.lead', { site: settings.name })}</p>
              <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-md-start">
                <SignupLink className="btn btn-primary btn-lg">{t('index.cta')}</SignupLink>
                <span className="align-self-center ms-md-2">
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
        <div className="row g-4">
          {features.map((feature) => (
            <div key={feature} className="col-md-4">
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body">
                  <h3 className="h5 card-title">{t(`index.feature_${feature}_title`)}</h3>
                  <p className="card-text">{t(`index.feature_${feature}_body`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="row g-4 mt-1">
          <div className="col-md-6">
            <h3 className="h5">{t('index.safety_title')}</h3>
            <p>{t('index.safety_body')}</p>
          </div>
          <div className="col-md-6">
            <h3 className="h5">{t('index.premium_title')}</h3>
            <p>{t('index.premium_body', { count: photoLimits.premium })}</p>
          </div>
        </div>
      </section>
    </>
  )
}
