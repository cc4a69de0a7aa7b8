import { type ReactNode, useState } from 'react'
import { Button } from 'react-bootstrap'
import { Trans } from 'react-i18next'
import { suggestEmail } from '#shared/email.js'
import type { FormState } from '#web/lib/useForm.js'
import { TextField } from './TextField.js'

interface EmailFieldProps<V extends Record<string, string>> {
  form: FormState<V>
  name: keyof V & string
  label: string
  feedback?: ReactNode
  autoComplete?: string
  children?: ReactNode
}

/** An e-mail address with "Did you mean …?" for a misspelt popular domain, once the visitor moves on. */
export function EmailField<V extends Record<string, string>>(props: EmailFieldProps<V>) {
  const { form, name } = props
  const [left, setLeft] = useState(false)
  const suggestion = left ? suggestEmail((form.values[name] ?? '').trim().toLowerCase()) : null
  return (
    <TextField
      form={form}
      name={name}
      label={props.label}
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      feedback={props.feedback}
      maxLength={254}
      onBlur={() => setLeft(true)}
    >
      {suggestion && (
        <p className="form-text mb-0" aria-live="polite">
          <Trans
            i18nKey="signup.did_you_mean"
            values={{ email: suggestion }}
            components={{
              fix: (
                <Button
                  variant="link"
                  className="p-0 align-baseline"
                  onClick={() => form.setValue(name, suggestion)}
                />
              ),
            }}
          />
        </p>
      )}
      {props.children}
    </TextField>
  )
}
