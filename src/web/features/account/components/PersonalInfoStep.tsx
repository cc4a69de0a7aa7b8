import { type FormEvent, useState } from 'react'
import { Form } from 'react-bootstrap'
import { genders, sexualities } from '#shared/constants.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PlaceFields } from '#web/components/form/PlaceFields.js'
import type { Coordinates } from '#web/lib/location/geocode.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useProfileStep } from '../hooks/useProfileStep.js'
import { StepActions } from './StepActions.js'

/**
 * Signup step 2: gender, orientation, and where the member lives (the country found from their address
 * chosen already, which they may change), so that the right people find them.
 */
export function PersonalInfoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const detected = useCurrentUser()?.profile?.country ?? ''
  const form = useForm({ gender: '', sexuality: '', country: detected, region_id: '', city: '' })
  const step = useProfileStep(form, onNext)
  const [located, setLocated] = useState<{ city: string; position: Coordinates } | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { gender, sexuality, country, region_id, city } = form.values
    // The position (already rounded to about 1 km) goes with the town it was found for, not with one typed over it.
    const position = located && located.city === city.trim() ? located.position : null
    void step.submit({
      ...(gender ? { gender } : {}),
      ...(sexuality ? { sexuality } : {}),
      ...(country && country !== detected ? { country } : {}),
      ...(region_id ? { region_id: Number(region_id) } : {}),
      ...(city.trim() ? { city } : {}),
      ...(position ? { latitude: position.lat, longitude: position.lon } : {}),
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p>{t('signup.personal.intro')}</p>
      <FormAlert message={form.alert} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('signup.personal.gender')}</legend>
        {genders.map((gender) => (
          <Form.Check
            key={gender}
            inline
            type="radio"
            id={`signup-gender-${gender}`}
            label={t(`signup.personal.gender_${gender}`)}
            checked={form.values.gender === gender}
            onChange={() => form.setValue('gender', gender)}
          />
        ))}
      </fieldset>
      <Form.Group className="mb-3" controlId="signup-sexuality">
        <Form.Label>{t('signup.personal.sexuality')}</Form.Label>
        <Form.Select {...form.bind('sexuality')}>
          <option value="">{t('signup.personal.choose')}</option>
          {sexualities.map((sexuality) => (
            <option key={sexuality} value={sexuality}>
              {t(`signup.personal.sexuality_${sexuality}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <PlaceFields
        form={form}
        emptyLabel={t('signup.personal.choose')}
        onLocated={(city, position) => setLocated({ city, position })}
      />
      <StepActions pending={step.pending} onSkip={onNext} />
    </Form>
  )
}
