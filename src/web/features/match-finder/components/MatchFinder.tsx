import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { SignupLink } from '#web/components/SignupLink.js'
import { useRegions } from '#web/lib/regions.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import {
  defaultPreferences,
  type Preferences,
  preferencesFromSearch,
  preferencesSearch,
} from '../preferences.js'
import { MatchResults } from './MatchResults.js'
import { MatchWizard } from './MatchWizard.js'

/** The member's own country when the site serves it, else the visitor's selected country. */
function useCountry(): string {
  const settings = useSettings()
  const own = useCurrentUser()?.profile?.country
  return own && settings.countries.includes(own) ? own : settings.geoip_selected_country
}

/** A short line of the answers: "Women · 25–40 · Utrecht · 3 interests". */
function Summary({ preferences, country }: { preferences: Preferences; country: string }) {
  const { t } = useTranslation()
  const regions = useRegions(country)
  const region = regions.data?.regions.find((r) => r.id === preferences.region)?.name
  const parts = [
    preferences.gender ? t(`match_finder.gender_${preferences.gender}`) : null,
    t('match_finder.summary_age', { min: preferences.minAge, max: preferences.maxAge }),
    preferences.region === null ? t(`countries.${country}`) : region,
    preferences.interests.length > 0
      ? t('match_finder.summary_interests', { count: preferences.interests.length })
      : null,
  ]
  return (
    <ul className="match-summary list-unstyled d-flex flex-wrap gap-2 mb-0">
      {parts
        .filter((part): part is string => Boolean(part))
        .map((part) => (
          <li key={part} className="badge rounded-pill text-bg-light border">
            {part}
          </li>
        ))}
    </ul>
  )
}

function SignupCall() {
  const { t } = useTranslation()
  return (
    <div className="match-signup text-center p-4 p-md-5">
      <h2 className="h3">{t('match_finder.signup_title')}</h2>
      <p className="lead mb-4">{t('match_finder.signup_body')}</p>
      <SignupLink className="btn btn-primary btn-lg px-4">{t('match_finder.signup_cta')}</SignupLink>
      <p className="small mt-3 mb-0">
        {t('landers.have_account')} <Link to="/login">{t('landers.login')}</Link>
      </p>
    </div>
  )
}

/**
 * The match finder (docs/product.md §2, /match-finder): a few questions, then members who fit. The answers go
 * into the address, so that coming back from a profile shows the same matches. Visitors are asked to sign up
 * for theirs.
 */
export function MatchFinder() {
  const { t } = useTranslation()
  const settings = useSettings()
  const user = useCurrentUser()
  const country = useCountry()
  const [params, setParams] = useSearchParams()
  const chosen = preferencesFromSearch(params, settings.min_age)
  const [draft, setDraft] = useState<Preferences>(chosen ?? defaultPreferences(settings.min_age))
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const showing = chosen !== null
  const answered = useRef(false)

  // After the last answer, the results' heading takes the focus the wizard's button had.
  useEffect(() => {
    if (showing && answered.current) resultsHeading.current?.focus()
  }, [showing])

  if (!chosen) {
    return (
      <section className="match-finder container-lg py-4 py-md-5">
        <div className="match-panel mx-auto">
          <h1 className="display-6 fw-bold">{t('match_finder.title')}</h1>
          <p className="lead mb-4">{t('match_finder.intro')}</p>
          {!user && <p className="match-visitor small">{t('match_finder.visitor_note')}</p>}
          <MatchWizard
            initial={draft}
            country={country}
            onDone={(preferences) => {
              answered.current = true
              setDraft(preferences)
              setParams(preferencesSearch(preferences))
            }}
          />
        </div>
      </section>
    )
  }

  return (
    <section className="match-finder container-lg py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-start gap-3 mb-4">
        <div className="me-auto">
          <h1 ref={resultsHeading} tabIndex={-1} className="h2 fw-bold mb-2">
            {t('match_finder.results_title')}
          </h1>
          <Summary preferences={chosen} country={country} />
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setDraft(chosen)
            setParams(new URLSearchParams())
          }}
        >
          {t('match_finder.change')}
        </button>
      </div>
      {user ? <MatchResults viewer={user.id} preferences={chosen} country={country} /> : <SignupCall />}
    </section>
  )
}
