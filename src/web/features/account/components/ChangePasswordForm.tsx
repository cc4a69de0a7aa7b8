import type { FormEvent } from 'react'
import { Alert, Form } from 'react-bootstrap'
import { changePasswordSchema } from '#shared/api/account.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useChangePassword } from '../api/changePassword.js'

const blank = { old_password: '', password: '', password_repeat: '' }

/** Old password, new one twice; "Please check your old password." comes from the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const form = useForm(blank)
  const change = useChangePassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(changePasswordSchema, form.values)
    if (!input) return
    change.mutate(input, { onSuccess: () => form.reset(), onError: form.fail })
  }

  return (
    <Form noValidate onSubmit={submit}>
      {change.isSuccess && (
        <Alert variant="success" role="status" className="py-2">
          {t('account_settings.password_changed')}
        </Alert>
      )}
      <FormAlert message={form.alert} />
      <PasswordField
        form={form}
        name="old_password"
        label={t('account_settings.old_password')}
        autoComplete="current-password"
      />
      <PasswordField
        form={form}
        name="password"
        label={t('account_settings.new_password')}
        help={t('signup.password_help')}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="password_repeat"
        label={t('account_settings.new_password_repeat')}
        autoComplete="new-password"
      />
      <SubmitButton pending={change.isPending}>{t('account_settings.change_password')}</SubmitButton>
    </Form>
  )
}
