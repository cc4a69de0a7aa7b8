import { useState } from 'react'
import { Button, Form, InputGroup } from 'react-bootstrap'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import type { FormState } from '#web/lib/useForm.js'

interface PasswordFieldProps<V extends Record<string, string>> {
  form: FormState<V>
  name: keyof V & string
  label: string
  autoComplete: 'current-password' | 'new-password'
  help?: string
}

/** A password with a show/hide switch: typing errors on phones are the most common signup failure. */
export function PasswordField<V extends Record<string, string>>(props: PasswordFieldProps<V>) {
  const { form, name, label, autoComplete, help } = props
  const { t } = useTranslation()
  const id = useElementId()
  const [visible, setVisible] = useState(false)
  const error = form.errors[name]
  // The help gives way to the error, which says the same more pointedly.
  const hint = error ? undefined : help
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-help` : ''].filter(Boolean).join(' ')
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...form.bind(name)}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('signup.hide_password') : t('signup.show_password')}
        >
          {visible ? t('signup.hide') : t('signup.show')}
        </Button>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
      {hint && (
        <Form.Text id={`${id}-help`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  )
}
