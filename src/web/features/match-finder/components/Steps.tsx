import { matchFinderMaxInterests } from '#shared/api/match-finder.js'
import { genders, searchAgeBounds } from '#shared/constants.js'
import { useRegions } from '#web/lib/regions.js'
import { useTranslation } from '#web/lib/translation.js'
import type { Preferences } from '../preferences.js'

export interface StepProps {
  value: Preferences
  onChange: (change: Partial<Preferences>) => void
}

/** Who they are looking for: two large choices. */
export function GenderStep({ value, onChange }: StepProps) {
  const { t } = useTranslation()
  return (
    <div className="match-choices">
      {genders.map((gender) => (
        <div key={gender}>
          <input
            type="radio"
            className="btn-check"
            name="match-gender"
            id={`match-gender-${gender}`}
            value={gender}
            checked={value.gender === gender}
            onChange={() => onChange({ gender })}
            required
          />
          <label className="btn btn-outline-primary match-choice" htmlFor={`match-gender-${gender}`}>
            {t(`match_finder.gender_${gender}`)}
          </label>
        </div>
      ))}
    </div>
  )
}

function ages(from: number): number[] {
  return Array.from({ length: searchAgeBounds.max - from + 1 }, (_, i) => from + i)
}

function AgeSelect(props: {
  id: string
  label: string
  value: number
  options: number[]
  onChange: (age: number) => void
}) {
  return (
    <div className="col-6">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select form-select-lg"
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.options.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The age range; the two ends never cross. */
export function AgeStep({ value, onChange, minimumAge }: StepProps & { minimumAge: number }) {
  const { t } = useTranslation()
  const options = ages(Math.max(minimumAge, searchAgeBounds.min))
  return (
    <div className="row g-3 match-ages">
      <AgeSelect
        id="match-min-age"
        label={t('match_finder.age_min')}
        value={value.minAge}
        options={options}
        onChange={(minAge) => onChange({ minAge, maxAge: Math.max(minAge, value.maxAge) })}
      />
      <AgeSelect
        id="match-max-age"
        label={t('match_finder.age_max')}
        value={value.maxAge}
        options={options}
        onChange={(maxAge) => onChange({ maxAge, minAge: Math.min(maxAge, value.minAge) })}
      />
    </div>
  )
}

/** A region of the country, labelled by the country's own kind (province, state, canton...). */
export function RegionStep({ value, onChange, country }: StepProps & { country: string }) {
  const { t } = useTranslation()
  const regions = useRegions(country)
  return (
    <div>
      <label className="form-label" htmlFor="match-region">
        {regions.data?.kind_name ?? t('match_finder.region_label')}
      </label>
      <select
        id="match-region"
        className="form-select form-select-lg"
        value={value.region ?? ''}
        disabled={!regions.data}
        onChange={(event) => onChange({ region: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{regions.data ? t('match_finder.region_any') : t('loading')}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
      <p className="form-text mb-0">
        {t('match_finder.region_country', { country: t(`countries.${country}`) })}
      </p>
    </div>
  )
}

/** Interests to have in common: optional; members sharing them come first. */
export function InterestsStep({
  value,
  onChange,
  interests,
}: StepProps & { interests: { id: number; slug: string; name: string }[] | undefined }) {
  const { t } = useTranslation()
  if (!interests) return <p role="status">{t('loading')}</p>
  const toggle = (id: number) =>
    onChange({
      interests: value.interests.includes(id)
        ? value.interests.filter((i) => i !== id)
        : [...value.interests, id],
    })
  return (
    <div className="match-interests">
      {interests.map((interest) => (
        <div key={interest.id}>
          <input
            type="checkbox"
            className="btn-check"
            id={`match-interest-${interest.id}`}
            checked={value.interests.includes(interest.id)}
            disabled={
              !value.interests.includes(interest.id) && value.interests.length >= matchFinderMaxInterests
            }
            onChange={() => toggle(interest.id)}
          />
          <label
            className="btn btn-sm btn-outline-secondary rounded-pill"
            htmlFor={`match-interest-${interest.id}`}
          >
            {interest.name}
          </label>
        </div>
      ))}
    </div>
  )
}
