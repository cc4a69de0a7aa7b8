import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button, ProgressBar } from 'react-bootstrap'
import { useInterests } from '#web/lib/interests.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import type { Preferences } from '../preferences.js'
import { AgeStep, GenderStep, InterestsStep, RegionStep } from './Steps.js'

type Step = 'gender' | 'age' | 'region' | 'interests'

interface MatchWizardProps {
  initial: Preferences
  country: string
  onDone: (preferences: Preferences) => void
}

/** The questions one at a time, with progress, back and next; Enter answers a step. */
export function MatchWizard({ initial, country, onDone }: MatchWizardProps) {
  const { t } = useTranslation()
  const settings = useSettings()
  const interests = useInterests()
  const askInterests = settings.visible_profile_fields.includes('interests')
  const steps: Step[] = ['gender', 'age', 'region', ...(askInterests ? (['interests'] as const) : [])]
  const [index, setIndex] = useState(0)
  const [value, setValue] = useState(initial)
  const [missing, setMissing] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const step = steps[index] ?? 'gender'
  const last = index === steps.length - 1

  // Keyboard and screen-reader users land on the new question, not on a button that moved away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per step, after the new question renders
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [index])

  const change = (update: Partial<Preferences>) => {
    setMissing(false)
    setValue((current) => ({ ...current, ...update }))
  }
  const go = (to: number) => {
    moved.current = true
    setIndex(to)
  }
  const next = (event: FormEvent) => {
    event.preventDefault()
    if (step === 'gender' && !value.gender) {
      setMissing(true)
      return
    }
    if (last) onDone(value)
    else go(index + 1)
  }

  return (
    <form className="match-wizard" onSubmit={next} noValidate>
      <div className="mb-4">
        <p className="small text-body-secondary mb-1" aria-live="polite">
          {t('match_finder.step_of', { step: index + 1, total: steps.length })}
        </p>
        <ProgressBar now={((index + 1) / steps.length) * 100} style={{ height: 6 }} aria-hidden="true" />
      </div>
      <fieldset>
        <legend className="mb-3">
          <h2 ref={heading} tabIndex={-1} className="h3 mb-1">
            {t(`match_finder.${step}_title`)}
          </h2>
          {step === 'interests' && (
            <span className="d-block fs-6 text-body-secondary">{t('match_finder.interests_hint')}</span>
          )}
        </legend>
        {step === 'gender' && <GenderStep value={value} onChange={change} />}
        {step === 'age' && <AgeStep value={value} onChange={change} minimumAge={settings.min_age} />}
        {step === 'region' && <RegionStep value={value} onChange={change} country={country} />}
        {step === 'interests' && <InterestsStep value={value} onChange={change} interests={interests.data} />}
        {missing && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {t('match_finder.gender_missing')}
          </p>
        )}
      </fieldset>
      <div className="d-flex justify-content-between gap-2 mt-4">
        {index > 0 ? (
          <Button variant="outline-secondary" size="lg" type="button" onClick={() => go(index - 1)}>
            {t('match_finder.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="primary" size="lg" type="submit">
          {last ? t('match_finder.show') : t('match_finder.next')}
        </Button>
      </div>
    </form>
  )
}
