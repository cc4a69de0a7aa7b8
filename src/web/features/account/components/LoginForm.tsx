import { type FormEvent, useState } from 'react'
import { Form } from 'react-bootstrap'
import { Link, useLocation, useNavigate } from 'react-router'
import { loginSchema } from '#shared/api/account.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { ApiError } from '#web/lib/api.js'
import { returnPathOf } from '#web/lib/loginReturn.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useLogin } from '../api/login.js'
import { ReactivationOffer } from './ReactivationOffer.js'

/**
 * E-mail and password. Wrong passwords and blocks answer with the server's translated message
 * (docs/product.md §8); an account awaiting deletion gets the reactivation offer.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const form = useForm({ email: '', password: '' })
  const login = useLogin()
  const [pendingDeletion, setPendingDeletion] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(loginSchema, form.values)
    if (!input) return
    setPendingDeletion(null)
    login.mutate(input, {
      onSuccess: () => void navigate(returnPathOf(location.search)),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'account_pending_deletion')
          setPendingDeletion(input.email)
        form.fail(error)
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      {pendingDeletion && <ReactivationOffer email={pendingDeletion} />}
      <TextField form={form} name="email" label={t('login.email')} type="email" autoComplete="email" />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
        <Link to="/reset-password">{t('login.forgot_password')}</Link>
      </div>
    </Form>
  )
}
