import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-bootstrap'
import { deleteAccountSchema, deleteReasons } from '#shared/api/account.js'
import { reactivationDays } from '#shared/constants.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useDeleteAccount } from '../api/deleteAccount.js'

/**
 * Why (docs/product.md §3 Delete reasons), remarks, and the password as the confirmation; `offer` (the
 * credits' stay discount) comes first.
 */
export function DeleteAccountForm({ offer }: { offer?: ReactNode }) {
  const { t } = useTranslation()
  const reasonId = useElementId()
  const form = useForm({ reason: '', remarks: '', password: '' })
  const remove = useDeleteAccount()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { remarks, ...rest } = form.values
    const input = form.check(deleteAccountSchema, { ...rest, remarks: remarks.trim() || undefined })
    if (input) remove.mutate(input, { onError: form.fail })
  }

  return (
    <Form noValidate onSubmit={submit}>
      {offer}
      <p>{t('account_settings.delete_intro', { days: reactivationDays })}</p>
      <FormAlert message={form.alert} />
      <Form.Group className="mb-3" controlId={reasonId}>
        <Form.Label>{t('account_settings.delete_reason')}</Form.Label>
        <Form.Select
          {...form.bind('reason')}
          aria-invalid={form.errors.reason ? true : undefined}
          aria-describedby={form.errors.reason ? `${reasonId}-error` : undefined}
        >
          <option value="">{t('account_settings.delete_reason_choose')}</option>
          {deleteReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`account.delete_reasons.${reason}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id={`${reasonId}-error`}>
          {form.errors.reason && t('account_settings.delete_reason_missing')}
        </Form.Control.Feedback>
      </Form.Group>
      <TextField
        form={form}
        name="remarks"
        label={t('account_settings.delete_remarks')}
        textarea
        maxLength={2000}
      />
      <PasswordField
        form={form}
        name="password"
        label={t('account_settings.password')}
        autoComplete="current-password"
      />
      <SubmitButton variant="danger" pending={remove.isPending}>
        {t('account_settings.delete_submit')}
      </SubmitButton>
    </Form>
  )
}
