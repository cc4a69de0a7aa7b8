import { type FormEvent, useState } from 'react'
import { Col, Form, Row } from 'react-bootstrap'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { aboutMeMaxLength, heightLimits, type OwnProfile, profileUpdateSchema } from '#shared/api/profile.js'
import {
  bodyTypes,
  eyeColors,
  genders,
  hairColors,
  relationshipStatuses,
  sexualities,
  tattooOptions,
} from '#shared/constants.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PlaceFields } from '#web/components/form/PlaceFields.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import type { Coordinates } from '#web/lib/location/geocode.js'
import { useTranslation } from '#web/lib/translation.js'
import { type FormState, useForm } from '#web/lib/useForm.js'
import { useSaveProfile } from '../api/ownProfile.js'
import { descriptionFields, formValuesOf, type ProfileFormValues, profileUpdateOf } from '../profileForm.js'
import { SaveFooter } from './SaveFooter.js'
import { TextReviewIntro, TextReviewNote } from './TextReviewNote.js'

const choices = {
  gender: genders,
  sexuality: sexualities,
  relationship_status: relationshipStatuses,
  body_type: bodyTypes,
  hair_color: hairColors,
  eye_color: eyeColors,
  tattoos: tattooOptions,
} as const

type ChoiceField = keyof typeof choices

/** A select of one enumeration, its values named as the profile view names them. */
function ChoiceSelect({
  form,
  name,
  required = false,
}: {
  form: FormState<ProfileFormValues>
  name: ChoiceField
  required?: boolean
}) {
  const { t } = useTranslation()
  const id = useElementId()
  const error = form.errors[name]
  // Gender and orientation can be chosen but not taken back (search needs them); the rest can be.
  const blank = required
    ? form.values[name]
      ? null
      : t('signup.personal.choose')
    : t('my_profile.details.not_given')
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t(`profile_view.fields.${name}`)}</Form.Label>
      <Form.Select {...form.bind(name)} aria-describedby={error ? `${id}-error` : undefined}>
        {blank !== null && <option value="">{blank}</option>}
        {choices[name].map((value) => (
          <option key={value} value={value}>
            {t(`profile_view.values.${name}.${value}`)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  )
}

/** The "about me" screen of /profile: every profile field but the interests, with country, region and town. */
export function ProfileDetailsForm({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation()
  const form = useForm<ProfileFormValues>(formValuesOf(profile), ['latitude', 'longitude'])
  const save = useSaveProfile()
  const [located, setLocated] = useState<{ city: string; position: Coordinates } | null>(null)
  const [saved, setSaved] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    // The position goes with the town it was found for, not with one typed over it.
    const position = located && located.city === form.values.city.trim() ? located.position : null
    const input = form.check(profileUpdateSchema, profileUpdateOf(form.values, position))
    if (!input) return
    try {
      const answer = await save.mutateAsync(input)
      form.reset(formValuesOf(answer.profile))
      setLocated(null)
      setSaved(true)
    } catch (error) {
      form.fail(error)
    }
  }

  const locationError = form.errors.latitude ?? form.errors.longitude
  return (
    <Form noValidate onSubmit={submit}>
      <TextReviewIntro />
      <FormAlert message={form.alert} />
      <Row>
        <Col md={6}>
          <TextField
            form={form}
            name="name"
            label={t('signup.name')}
            help={t('signup.name_help')}
            autoComplete="nickname"
            maxLength={30}
          />
          <TextReviewNote field="name" />
        </Col>
        <Col md={6}>
          <dl className="my-profile-facts mb-3">
            <dt className="form-label fw-normal mb-1">{t('my_profile.details.birth_date')}</dt>
            <dd className="mb-1">
              {new Date(`${profile.birth_date}T12:00:00Z`).toLocaleDateString(i18n.language, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}
            </dd>
            <dd className="form-text mt-0">
              <Trans
                i18nKey="my_profile.details.birth_date_help"
                components={{ service: <Link to="/pages/service" /> }}
              />
            </dd>
          </dl>
        </Col>
        <Col md={6}>
          <ChoiceSelect form={form} name="gender" required />
        </Col>
        <Col md={6}>
          <ChoiceSelect form={form} name="sexuality" required />
        </Col>
      </Row>

      <fieldset className="mb-2">
        <legend className="h6 mb-2">{t('my_profile.details.where')}</legend>
        <PlaceFields
          form={form}
          emptyLabel={t('my_profile.details.not_given')}
          onLocated={(city, position) => setLocated({ city, position })}
        />
        {locationError && <div className="invalid-feedback d-block mb-3">{locationError}</div>}
      </fieldset>

      <fieldset className="mb-2">
        <legend className="h6 mb-2">{t('my_profile.details.looks')}</legend>
        <Row>
          <Col sm={6} lg={4}>
            <Form.Group className="mb-3" controlId="my-profile-height">
              <Form.Label>{t('my_profile.details.height')}</Form.Label>
              <Form.Control
                {...form.bind('height_cm')}
                type="number"
                inputMode="numeric"
                min={heightLimits.min}
                max={heightLimits.max}
                step={1}
                aria-describedby={form.errors.height_cm ? 'my-profile-height-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="my-profile-height-error">
                {form.errors.height_cm}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
          {descriptionFields.map((name) => (
            <Col sm={6} lg={4} key={name}>
              <ChoiceSelect form={form} name={name} />
            </Col>
          ))}
        </Row>
      </fieldset>

      <TextField
        form={form}
        name="about_me"
        label={t('signup.about.label')}
        textarea
        maxLength={aboutMeMaxLength}
        help={t('signup.about.count', { count: form.values.about_me.length, max: aboutMeMaxLength })}
      />
      <TextReviewNote field="about_me" />

      <SaveFooter
        saved={saved}
        savedText={t('my_profile.details.saved')}
        onCloseSaved={() => setSaved(false)}
        pending={save.isPending}
        label={t('my_profile.details.save')}
      />
    </Form>
  )
}
