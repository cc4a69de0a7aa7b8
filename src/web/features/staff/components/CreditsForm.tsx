import type { FormEvent } from 'react'
import { Button, Form } from 'react-bootstrap'
import { staffCreditsInput } from '#shared/api/staff.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useCorrectCredits } from '../api/credits.js'
import { useToast } from './StaffToasts.js'

/** A typed amount as the schema takes it: empty or not a number is NaN, which the schema refuses. */
function amountOf(text: string): number {
  const trimmed = text.trim().replace(/^\+/, '')
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * A correction of the balance up or down, with the reason the ledger keeps. The shared schema refuses 0, a
 * fraction and an empty reason before anything is sent.
 */
export function CreditsForm({ memberId, onDone }: { memberId: number; onDone?: () => void }) {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const form = useForm({ amount: '', reason: '' })
  const correct = useCorrectCredits()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(staffCreditsInput, {
      member: memberId,
      amount: amountOf(form.values.amount),
      reason: form.values.reason,
    })
    if (!input) return
    correct.mutate(input, {
      onSuccess: (answer) => {
        toast(t('credits.done', { credits: answer.credits }))
        form.reset()
        onDone?.()
      },
      onError: (error) => form.fail(error),
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <TextField
        form={form}
        name="amount"
        label={t('credits.amount')}
        help={t('credits.amount_help')}
        inputMode="numeric"
        maxLength={8}
      />
      <TextField form={form} name="reason" label={t('credits.reason')} textarea rows={2} maxLength={500} />
      <div className="d-flex gap-2">
        <SubmitButton pending={correct.isPending} size="sm">
          {t('credits.submit')}
        </SubmitButton>
        {onDone && (
          <Button size="sm" variant="outline-secondary" onClick={onDone} disabled={correct.isPending}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </Form>
  )
}
