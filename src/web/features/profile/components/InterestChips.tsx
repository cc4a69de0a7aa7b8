import { Button } from 'react-bootstrap'
import { useInterests } from '#web/lib/interests.js'
import { useTranslation } from '#web/lib/translation.js'

/** The site's interests as toggle buttons; a pressed one is chosen. */
export function InterestChips({
  chosen,
  onToggle,
  error,
}: {
  chosen: readonly number[]
  onToggle: (id: number) => void
  error?: string
}) {
  const { t } = useTranslation()
  const interests = useInterests()
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'interests-error' : 'interests-help'}>
      <legend className="form-label fs-6 mb-1">{t('my_profile.details.interests')}</legend>
      <p id="interests-help" className="form-text mt-0 mb-2">
        {t('my_profile.details.interests_help', { number: chosen.length })}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {interests.data?.map((interest) => {
          const pressed = chosen.includes(interest.id)
          return (
            <Button
              key={interest.id}
              size="sm"
              variant={pressed ? 'primary' : 'outline-secondary'}
              className="rounded-pill"
              aria-pressed={pressed}
              onClick={() => onToggle(interest.id)}
            >
              {interest.name}
            </Button>
          )
        })}
      </div>
      {error && (
        <div id="interests-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  )
}
