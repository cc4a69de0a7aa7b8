import { type FormEvent, useId, useState } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import type { DirectDebitConfirmResponse, DirectDebitResponse } from '../../../../shared/api/payments.js'
import { parseIban } from '../../../../shared/iban.js'
import { formatMoney } from '../../../../shared/money.js'
import { InlineSpinner } from '../../../components/ui/InlineSpinner.js'
import { LoadingSpinner } from '../../../components/ui/LoadingSpinner.js'
import { ApiError } from '../../../lib/api.js'
import { errorText } from '../../../lib/errorText.js'
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

/** The failure to show, if any: none before a call failed, nor when the session ended (the app logs out). */
function failureText(error: unknown, t: (key: string) => string): string | null {
  if (!error || (error instanceof ApiError && error.swallowed)) return null
  return errorText(error, t)
}

function Field({
  label,
  value,
  onChange,
  autoComplete,
  inputMode,
  help,
  invalid,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete?: string
  inputMode?: 'text' | 'tel' | 'numeric'
  help?: string
  invalid?: string | null
}) {
  const id = useId()
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        isInvalid={!!invalid}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && <Form.Control.Feedback type="invalid">{invalid}</Form.Control.Feedback>}
      {help && !invalid && <Form.Text>{help}</Form.Text>}
    </Form.Group>
  )
}

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
  const [iban, setIban] = useState('')
  const [holder, setHolder] = useState('')
  const [phone, setPhone] = useState('')
  const [bundle, setBundle] = useState<string>(bundleId ? String(bundleId) : '')
  const [agreed, setAgreed] = useState(false)
  const [tried, setTried] = useState(false)
  const [ibanRefused, setIbanRefused] = useState(false)
  if (bundles.isPending) return <LoadingSpinner />
  if (bundles.isError) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(bundles.error, t)}
      </Alert>
    )
  }
  const chosen = bundle || String(bundles.data.bundles[0]?.id ?? '')
  const fieldError = (field: string) =>
    send.error instanceof ApiError && send.error.field === field ? send.error.message : null
  // The server checks the IBAN the same way; checking here first spares a request that can only fail.
  const ibanError = ibanRefused ? t('directdebit.errors.iban_invalid') : fieldError('iban')
  const changeIban = (value: string) => {
    setIban(value)
    setIbanRefused(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const checked = parseIban(iban)
    setIbanRefused(checked === null)
    if (!checked || !agreed || !chosen) return
    send.mutate(
      {
        bundle: Number(chosen),
        iban: checked,
        holder: holder.trim(),
        phone: phone.trim(),
        agree_terms: true,
      },
      { onSuccess: onSent },
    )
  }
  const alert = send.error instanceof ApiError && send.error.field ? null : failureText(send.error, t)
  return (
    <Form onSubmit={submit} noValidate className="direct-debit mx-auto">
      <p>{t('direct_debit.intro')}</p>
      <Form.Group className="mb-3" controlId="direct-debit-bundle">
        <Form.Label>{t('direct_debit.bundle')}</Form.Label>
        <Form.Select value={chosen} onChange={(event) => setBundle(event.target.value)}>
          {bundles.data.bundles.map((b) => (
            <option key={b.id} value={b.id}>
              {t('direct_debit.bundle_option', {
                count: totalCredits(b),
                price: formatMoney(payablePrice(b), i18n.language),
              })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Field
        label={t('direct_debit.iban')}
        value={iban}
        onChange={changeIban}
        help={t('direct_debit.iban_help')}
        invalid={ibanError}
      />
      <Field
        label={t('direct_debit.holder')}
        value={holder}
        onChange={setHolder}
        autoComplete="name"
        invalid={fieldError('holder')}
      />
      <Field
        label={t('direct_debit.phone')}
        value={phone}
        onChange={setPhone}
        autoComplete="tel"
        inputMode="tel"
        help={t('direct_debit.phone_help')}
        invalid={fieldError('phone')}
      />
      <TermsCheck checked={agreed} onChange={setAgreed} error={tried && !agreed} />
      {alert && (
        <Alert variant="danger" role="alert" className="py-2">
          {alert}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100" disabled={send.isPending}>
        {send.isPending && <InlineSpinner className="me-2" />}
        {t('direct_debit.send_code')}
      </Button>
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
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm.mutate({ request_id: request.request_id, code: code.trim() }, { onSuccess: onConfirmed })
  }
  return (
    <Form onSubmit={submit} noValidate className="direct-debit mx-auto">
      <p>{t('direct_debit.code_sent', { hint: request.phone_hint })}</p>
      <Field
        label={t('direct_debit.code')}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        inputMode="numeric"
        invalid={failureText(confirm.error, t)}
      />
      <Button
        type="submit"
        size="lg"
        className="w-100 mb-2"
        disabled={confirm.isPending || code.length !== 6}
      >
        {confirm.isPending && <InlineSpinner className="me-2" />}
        {t('direct_debit.confirm')}
      </Button>
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
