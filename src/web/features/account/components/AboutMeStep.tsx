import type { FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import { aboutMeMaxLength } from '#shared/api/profile.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useProfileStep } from '../hooks/useProfileStep.js'
import { StepActions } from './StepActions.js'

/** Signup step 3: a few words about the member, shown on their profile. */
export function AboutMeStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const form = useForm({ about_me: '' })
  const step = useProfileStep(form, onNext)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = form.values.about_me
    void step.submit(text.trim() ? { about_me: text } : {})
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
      <StepActions pending={step.pending} onSkip={onNext} />
    </Form>
  )
}
