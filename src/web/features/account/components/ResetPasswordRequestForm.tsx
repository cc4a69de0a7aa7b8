import type { FormEvent } from 'react'
import { Alert, Form } from 'react-bootstrap'
import { emailOnlySchema } from '#shared/api/account.js'
import { EmailField } from '#web/components/form/EmailField.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { ApiError } from '#web/lib/api.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useRequestPasswordReset } from '../api/requestPasswordReset.js'

/** Asks for a reset link by e-mail; an unknown address is named under the field. */
export function ResetPasswordRequestForm() {
  const { t } = useTranslation()
  const form = useForm({ email: '' })
  const request = useRequestPasswordReset()

  if (request.isSuccess) {
    return (
      <Alert variant="success" role="status">
        {t('reset_password.sent', { email: request.variables })}
      </Alert>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(emailOnlySchema, form.values)
    if (!input) return
    request.mutate(input.email, {
      onError: (error) => {
        // "E-mail address not found" is about the address, so it goes where the address was typed.
        if (error instanceof ApiError && error.code === 'email_not_found' && !error.field) {
          form.fail(new ApiError(error.status, error.code, error.message, 'email'))
        } else form.fail(error)
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p>{t('reset_password.intro')}</p>
      <FormAlert message={form.alert} />
      <EmailField form={form} name="email" label={t('reset_password.email')} />
      <SubmitButton pending={request.isPending}>{t('reset_password.submit')}</SubmitButton>
    </Form>
  )
}
