import type { FormEvent } from 'react'
import { Alert, Form } from 'react-bootstrap'
import { Link } from 'react-router'
import { resetPasswordSchema } from '#shared/api/account.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { ApiError } from '#web/lib/api.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useResetPassword } from '../api/resetPassword.js'

/** The way out of a dead link: its message and a new request. */
export function LinkInvalid({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <Alert variant="warning" role="alert">
      <p>{message ?? t('account.errors.link_invalid')}</p>
      <Link to="/reset-password" className="btn btn-outline-primary btn-sm">
        {t('reset_password.request_new')}
      </Link>
    </Alert>
  )
}

/** Two password fields for the mailed reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const form = useForm({ password: '', password_repeat: '' })
  const reset = useResetPassword()

  if (reset.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <p>{t('reset_password.done')}</p>
        <Link to="/login" className="btn btn-primary btn-sm">
          {t('reset_password.to_login')}
        </Link>
      </Alert>
    )
  }
  if (reset.error instanceof ApiError && reset.error.code === 'link_invalid') {
    return <LinkInvalid message={reset.error.message} />
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(resetPasswordSchema, { token, ...form.values })
    if (input) reset.mutate(input, { onError: form.fail })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <PasswordField
        form={form}
        name="password"
        label={t('reset_password.password')}
        help={t('signup.password_help')}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="password_repeat"
        label={t('reset_password.password_repeat')}
        autoComplete="new-password"
      />
      <SubmitButton pending={reset.isPending}>{t('reset_password.save')}</SubmitButton>
    </Form>
  )
}
