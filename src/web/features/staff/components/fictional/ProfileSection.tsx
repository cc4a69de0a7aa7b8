import { type FormEvent, useState } from 'react'
import { Form, Row } from 'react-bootstrap'
import { fictionalChangeInput, type StaffFictional } from '#shared/api/staff-fictional.js'
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
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { fieldMessages } from '#web/lib/formErrors.js'
import { useTranslation } from '#web/lib/translation.js'
import { useChangeFictional, useFictionalOptions } from '../../api/fictional.js'
import { changedCount, type ProfileDraft, profileChange, profileDraft } from '../../fictional.js'
import { Section } from '../Section.js'
import { useToast } from '../StaffToasts.js'
import { SaveBar } from '../sites/SectionForm.js'
import {
  CheckList,
  NumberInput,
  SelectInput,
  TextArea,
  TextInput,
  useCountryOptions,
} from '../sites/SiteFields.js'
import { DateInput } from './FictionalFields.js'

type Errors = Partial<Record<string, string>>

/**
 * Everything the profile shows members: name, gender, birth date, where it lives, looks and interests.
 * Only what differs from the server's last answer is sent.
 */
export function ProfileSection({ fictional }: { fictional: StaffFictional }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const change = useChangeFictional()
  const saved = profileDraft(fictional)
  const [draft, setDraft] = useState<ProfileDraft>(saved)
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const countryOptions = useCountryOptions()
  // The profile's own site decides, whatever site the back office is open on.
  const options = useFictionalOptions(fictional.site_id, draft.country)
  const changed = changedCount(draft, saved)

  const set = <K extends keyof ProfileDraft>(name: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }
  const text = (name: Exclude<keyof ProfileDraft, 'interests'>) => ({
    value: draft[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  })
  const valueOptions = (field: string, values: readonly string[], empty = true) => [
    ...(empty ? [['', t('fictional.not_given')] as const] : []),
    ...values.map((value) => [value, tMain(`profile_view.values.${field}.${value}`)] as const),
  ]

  const show = (problems: Array<[string, string]>) => {
    const next: Errors = {}
    let stray: string | null = null
    for (const [field, message] of problems) {
      const name = field.split('.')[0] ?? ''
      if (name in draft) next[name] ??= message
      else stray ??= message
    }
    setErrors(next)
    setAlert(stray)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (changed === 0) return
    const input = profileChange(fictional.id, draft, saved)
    const checked = fictionalChangeInput.safeParse(input)
    if (!checked.success) {
      const messages = fieldMessages(checked.error.issues)
      show(
        Object.entries(messages).map(([field, message]) => [
          field,
          message ? tMain(message.key, message.params) : tMain('errors.validation_failed'),
        ]),
      )
      return
    }
    setAlert(null)
    change.mutate(input, {
      onSuccess: (answer) => {
        setDraft(profileDraft(answer.profile))
        setErrors({})
        toast(t('fictional.saved', { section: t('fictional.sections.profile') }))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.swallowed) return
        if (error instanceof ApiError && error.field) show([[error.field, error.message]])
        else show([['', errorText(error, tMain)]])
      },
    })
  }

  const regionList = options.data?.regions.regions ?? []
  return (
    <Section id="profile" title={t('fictional.sections.profile')}>
      <Form noValidate onSubmit={submit} aria-labelledby="profile-title">
        <FormAlert message={alert} />
        <Row className="g-2">
          <TextInput label={t('fictional.fields.name')} maxLength={30} {...text('name')} />
          <SelectInput
            label={t('fictional.fields.gender')}
            options={valueOptions('gender', genders, false)}
            {...text('gender')}
          />
          <SelectInput
            label={t('fictional.fields.sexuality')}
            options={valueOptions('sexuality', sexualities)}
            {...text('sexuality')}
          />
          <DateInput label={t('fictional.fields.birth_date')} {...text('birth_date')} />
          <SelectInput label={t('fictional.fields.country')} options={countryOptions} {...text('country')} />
          <SelectInput
            label={options.data?.regions.kind_name ?? t('fictional.fields.region')}
            options={[
              ['', t('fictional.not_given')],
              ...regionList.map((region) => [String(region.id), region.name] as const),
            ]}
            {...text('region_id')}
          />
          <TextInput label={t('fictional.fields.city')} maxLength={120} {...text('city')} />
          <NumberInput label={t('fictional.fields.height_cm')} min={120} max={230} {...text('height_cm')} />
          <SelectInput
            label={t('fictional.fields.hair_color')}
            options={valueOptions('hair_color', hairColors)}
            {...text('hair_color')}
          />
          <SelectInput
            label={t('fictional.fields.eye_color')}
            options={valueOptions('eye_color', eyeColors)}
            {...text('eye_color')}
          />
          <SelectInput
            label={t('fictional.fields.body_type')}
            options={valueOptions('body_type', bodyTypes)}
            {...text('body_type')}
          />
          <SelectInput
            label={t('fictional.fields.relationship_status')}
            options={valueOptions('relationship_status', relationshipStatuses)}
            {...text('relationship_status')}
          />
          <SelectInput
            label={t('fictional.fields.tattoos')}
            options={valueOptions('tattoos', tattooOptions)}
            {...text('tattoos')}
          />
          <TextArea label={t('fictional.fields.about_me')} rows={4} maxLength={2000} {...text('about_me')} />
          <CheckList
            label={t('fictional.fields.interests')}
            options={(options.data?.interests ?? []).map(
              (interest) => [String(interest.id), interest.name] as const,
            )}
            value={draft.interests.map(String)}
            onChange={(value) => set('interests', value.map(Number))}
            error={errors.interests}
          />
        </Row>
        <SaveBar pending={change.isPending} changed={changed} />
      </Form>
    </Section>
  )
}
