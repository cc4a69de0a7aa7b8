import type { FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { aboutMeMaxLength, profileUpdateSchema } from '../../../../shared/api/profile.js'
import { useUpdateProfile } from '../api/updateProfile.js'
import { useForm } from '../hooks/useForm.js'
import { FormAlert } from './FormAlert.js'
import { StepActions } from './StepActions.js'

/** Signup step 3: a few words about the member, shown on their profile. */
export function AboutMeStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const save = useUpdateProfile()
  const form = useForm({ about_me: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.values.about_me.trim()) return onNext()
    const input = form.check(profileUpdateSchema, { about_me: form.values.about_me })
    if (!input) return
    try {
      await save.mutateAsync(input)
      onNext()
    } catch (error) {
      form.fail(error)
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <Form.Group className="mb-1" controlId="signup-about-me">
        <Form.Label>{t('signup.about.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={aboutMeMaxLength}
          placeholder={t('signup.about.placeholder')}
          {...form.bind('about_me')}
        />
        <Form.Control.Feedback type="invalid">{form.errors.about_me}</Form.Control.Feedback>
      </Form.Group>
      <p className="small text-body-secondary">
        {t('signup.about.count', { count: form.values.about_me.length, max: aboutMeMaxLength })}
      </p>
      <StepActions pending={save.isPending} onSkip={onNext} />
    </Form>
  )
}
