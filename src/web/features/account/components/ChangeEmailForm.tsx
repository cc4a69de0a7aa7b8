import type { FormEvent } from 'react'
import { Alert, Form } from 'react-bootstrap'
import { changeEmailSchema } from '#shared/api/account.js'
import { EmailField } from '#web/components/form/EmailField.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useRequestEmailChange } from '../api/requestEmailChange.js'

/** A new address, confirmed by the password; it takes effect once the mailed link is used. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation()
  const form = useForm({ email: '', password: '' })
  const request = useRequestEmailChange()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(changeEmailSchema, form.values)
    if (!input) return
    request.mutate(input, { onSuccess: () => form.reset(), onError: form.fail })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p className="small text-body-secondary">
        {t('account_settings.current_email', { email: currentEmail })}
      </p>
      {request.isSuccess && (
        <Alert variant="success" role="status" className="py-2">
          {t('account_settings.email_sent', { email: request.variables.email })}
        </Alert>
      )}
      <FormAlert message={form.alert} />
      <EmailField form={form} name="email" label={t('account_settings.new_email')} autoComplete="off" />
      <PasswordField
        form={form}
        name="password"
        label={t('account_settings.password')}
        autoComplete="current-password"
      />
      <SubmitButton pending={request.isPending}>{t('account_settings.change_email')}</SubmitButton>
    </Form>
  )
}
