import type { FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import { useLocation, useNavigate } from 'react-router'
import { staffLoginInput } from '#shared/api/staff.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { ApiError } from '#web/lib/api.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useStaffLogin } from '../api/login.js'
import { adminNextPath } from '../format.js'

/** Refusals the server names no field for, and the field they are about. */
const fieldOfCode: Record<string, 'password' | 'code'> = {
  // Which of e-mail, password or code was wrong is not told, on purpose; the password is what people mistype.
  login_failed: 'password',
  login_blocked: 'password',
}

/**
 * E-mail, password and the second factor in one form: a staff login never happens without the code.
 * The code field takes the authenticator's six digits or one recovery code.
 */
export function StaffLoginForm() {
  const { t } = useTranslation('staff')
  const navigate = useNavigate()
  const location = useLocation()
  const form = useForm({ email: '', password: '', code: '' })
  const login = useStaffLogin()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(staffLoginInput, form.values)
    if (!input) return
    login.mutate(input, {
      onSuccess: () => void navigate(adminNextPath(location.search), { replace: true }),
      onError: (error) => {
        const field = error instanceof ApiError && !error.field ? fieldOfCode[error.code] : undefined
        if (field) form.failOn(field, error)
        else form.fail(error)
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <TextField form={form} name="email" label={t('login.email')} type="email" autoComplete="username" />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="code"
        label={t('login.code')}
        help={t('login.code_help')}
        autoComplete="one-time-code"
        maxLength={9}
      />
      <SubmitButton pending={login.isPending} className="w-100">
        {t('login.submit')}
      </SubmitButton>
    </Form>
  )
}
