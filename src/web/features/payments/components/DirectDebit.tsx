import { type FormEvent, useState } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import { z } from 'zod'
import {
  type DirectDebitConfirmResponse,
  type DirectDebitResponse,
  directDebitConfirmInput,
  directDebitInput,
} from '#shared/api/payments.js'
import { parseIban } from '#shared/iban.js'
import { formatMoney } from '#shared/money.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useBundles } from '../api/bundles.js'
import { useConfirmDirectDebit, useRequestDirectDebit } from '../api/directDebit.js'
import { payablePrice, totalCredits } from '../money.js'
import { PurchaseDone } from './PurchaseDone.js'
import { TermsCheck } from './TermsCheck.js'

/**
 * /directdebit: IBAN, holder, phone, bundle and terms, then the SMS code, then confirmed
 * (docs/product.md §8).
 */
export function DirectDebit({ bundleId }: { bundleId: number | null }) {
  const [request, setRequest] = useState<DirectDebitResponse | null>(null)
  const [done, setDone] = useState<DirectDebitConfirmResponse | null>(null)
  if (done) return <Confirmed answer={done} />
  if (request) return <CodeStep request={request} onConfirmed={setDone} onRestart={() => setRequest(null)} />
  return <RequestStep bundleId={bundleId} onSent={setRequest} />
}

/**
 * The request as the server checks it, the IBAN's checksum included: checking it here first spares a request
 * that can only fail.
 */
const requestSchema = directDebitInput.extend({
  iban: z.string().transform((value, context) => {
    const iban = parseIban(value)
    if (iban === null) context.addIssue({ code: 'custom', message: 'directdebit.errors.iban_invalid' })
    return iban ?? z.NEVER
  }),
})

function RequestStep({
  bundleId,
  onSent,
}: {
  bundleId: number | null
  onSent: (r: DirectDebitResponse) => void
}) {
  const { t, i18n } = useTranslation()
  const bundles = useBundles()
  const send = useRequestDirectDebit()
  // `agree_terms` is the terms box below, a checkbox rather than a text value.
  const form = useForm({ bundle: bundleId ? String(bundleId) : '', iban: '', holder: '', phone: '' }, [
    'agree_terms',
  ])
  const [agreed, setAgreed] = useState(false)
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(bundles.error, t)}
      </Alert>
    )
  }
  const chosen = form.values.bundle || String(bundles.data.bundles[0]?.id ?? '')
  const agree = (checked: boolean) => {
    setAgreed(checked)
    form.clearError('agree_terms')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { iban, holder, phone } = form.values
    const input = form.check(requestSchema, { bundle: chosen, iban, holder, phone, agree_terms: agreed })
    if (input) send.mutate(input, { onSuccess: onSent, onError: form.fail })
  }
  return (
    <Form onSubmit={submit} noValidate className="direct-debit mx-auto">
      <p>{t('direct_debit.intro')}</p>
      <FormAlert message={form.alert} />
      <Form.Group className="mb-3" controlId="direct-debit-bundle">
        <Form.Label>{t('direct_debit.bundle')}</Form.Label>
        <Form.Select {...form.bind('bundle')} value={chosen}>
          {bundles.data.bundles.map((b) => (
            <option key={b.id} value={b.id}>
              {t('direct_debit.bundle_option', {
                count: totalCredits(b),
                price: formatMoney(payablePrice(b), i18n.language),
              })}
            </option>
          ))}
        </Form.Select>
        {form.errors.bundle && (
          <Form.Control.Feedback type="invalid">{form.errors.bundle}</Form.Control.Feedback>
        )}
      </Form.Group>
      <TextField form={form} name="iban" label={t('direct_debit.iban')} help={t('direct_debit.iban_help')} />
      <TextField form={form} name="holder" label={t('direct_debit.holder')} autoComplete="name" />
      <TextField
        form={form}
        name="phone"
        label={t('direct_debit.phone')}
        autoComplete="tel"
        inputMode="tel"
        help={t('direct_debit.phone_help')}
      />
      <TermsCheck checked={agreed} onChange={agree} error={Boolean(form.errors.agree_terms)} />
      <SubmitButton pending={send.isPending} size="lg" className="w-100">
        {t('direct_debit.send_code')}
      </SubmitButton>
    </Form>
  )
}

function CodeStep({
  request,
  onConfirmed,
  onRestart,
}: {
  request: DirectDebitResponse
  onConfirmed: (answer: DirectDebitConfirmResponse) => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  const confirm = useConfirmDirectDebit()
  const form = useForm({ code: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(directDebitConfirmInput, { request_id: request.request_id, ...form.values })
    if (input) confirm.mutate(input, { onSuccess: onConfirmed, onError: form.fail })
  }
  return (
    <Form onSubmit={submit} noValidate className="direct-debit mx-auto">
      <p>{t('direct_debit.code_sent', { hint: request.phone_hint })}</p>
      <FormAlert message={form.alert} />
      <Form.Group className="mb-3" controlId="direct-debit-code">
        <Form.Label>{t('direct_debit.code')}</Form.Label>
        <Form.Control
          {...form.bind('code')}
          onChange={(event) => form.setValue('code', event.target.value.replace(/\D/g, '').slice(0, 6))}
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-invalid={form.errors.code ? true : undefined}
          aria-describedby={form.errors.code ? 'direct-debit-code-error' : undefined}
        />
        <Form.Control.Feedback type="invalid" id="direct-debit-code-error">
          {form.errors.code}
        </Form.Control.Feedback>
      </Form.Group>
      <SubmitButton
        pending={confirm.isPending}
        disabled={form.values.code.length !== 6}
        size="lg"
        className="w-100 mb-2"
      >
        {t('direct_debit.confirm')}
      </SubmitButton>
      <Button variant="link" className="w-100" onClick={onRestart}>
        {t('direct_debit.restart')}
      </Button>
    </Form>
  )
}

function Confirmed({ answer }: { answer: DirectDebitConfirmResponse }) {
  const { t } = useTranslation()
  return (
    <section className="text-center py-4" aria-live="polite">
      <PurchaseDone
        title={t('direct_debit.confirmed_title')}
        paymentId={answer.payment.id}
        credits={answer.payment.credits}
        balance={answer.credits}
      />
    </section>
  )
}
