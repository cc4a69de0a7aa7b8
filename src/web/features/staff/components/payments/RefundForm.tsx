import { type FormEvent, useState } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import {
  type DeskPaymentDetail,
  type PaymentRefundInput,
  paymentDeskErrors,
  paymentRefundInput,
  refundReasonMax,
} from '#shared/api/staff-payments.js'
import { centsToDecimal, decimalToCents } from '#shared/money.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { TextField } from '#web/components/form/TextField.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useRefundPayment } from '../../api/payment.js'
import { formatMoney } from '../../format.js'
import { useToast } from '../StaffToasts.js'

type Extent = 'full' | 'part'

/** Typed money as cents: a comma or a dot before the cents, as staff write it in their language. */
function typedCents(text: string): number | null {
  return decimalToCents(text.trim().replace(',', '.'))
}

/**
 * A refund in full or in part, with its reason; asked once more in a dialog, since money leaves and the
 * credits it bought are taken back. The server and the provider have the last word.
 */
export function RefundForm({ payment }: { payment: DeskPaymentDetail }) {
  const { t } = useTranslation('staff')
  const { t: tMain, i18n } = useTranslation()
  const toast = useToast()
  const refund = useRefundPayment()
  const left = payment.refundable_cents
  const form = useForm({ amount_cents: centsToDecimal(left), reason: '' })
  const [extent, setExtent] = useState<Extent>('full')
  const [asked, setAsked] = useState<PaymentRefundInput | null>(null)
  const titleId = useElementId()
  const radioName = useElementId()
  const money = (cents: number) => formatMoney(cents, payment.amount.currency, i18n.language)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const cents = extent === 'full' ? left : typedCents(form.values.amount_cents)
    if (cents === null) {
      form.setError('amount_cents', tMain(paymentDeskErrors.amountInvalid))
      return
    }
    const input = form.check(paymentRefundInput, {
      id: payment.id,
      amount_cents: cents,
      reason: form.values.reason,
    })
    if (input) setAsked(input)
  }
  const confirm = () => {
    if (!asked) return
    refund.mutate(asked, {
      onSuccess: () => {
        toast(t('payments.refund_done', { amount: money(asked.amount_cents) }))
        form.reset({ amount_cents: centsToDecimal(Math.max(0, left - asked.amount_cents)), reason: '' })
        setExtent('full')
        setAsked(null)
      },
      onError: (error) => {
        setAsked(null)
        form.fail(error)
      },
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <fieldset className="mb-2">
        <legend className="small mb-1">{t('payments.refund_extent')}</legend>
        {(['full', 'part'] as const).map((value) => (
          <Form.Check
            key={value}
            inline
            type="radio"
            id={`${radioName}-${value}`}
            name={radioName}
            label={
              value === 'full'
                ? t('payments.refund_full', { amount: money(left) })
                : t('payments.refund_part')
            }
            checked={extent === value}
            onChange={() => setExtent(value)}
          />
        ))}
      </fieldset>
      {extent === 'part' && (
        <TextField
          form={form}
          name="amount_cents"
          label={t('payments.refund_amount', { currency: payment.amount.currency })}
          help={t('payments.refund_amount_help', { amount: money(left) })}
          inputMode="text"
          maxLength={12}
        />
      )}
      <TextField
        form={form}
        name="reason"
        label={t('payments.refund_reason')}
        help={t('payments.refund_reason_help')}
        textarea
        rows={2}
        maxLength={refundReasonMax}
      />
      <Button type="submit" variant="outline-danger" size="sm">
        {t('payments.refund')}
      </Button>
      <Modal show={asked !== null} onHide={() => setAsked(null)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('payments.refund_confirm_title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            {t('payments.refund_confirm_text', {
              amount: money(asked?.amount_cents ?? 0),
              total: money(payment.amount.cents),
              member: payment.member.name,
            })}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setAsked(null)} disabled={refund.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={refund.isPending}>
            {refund.isPending && <InlineSpinner className="me-2" />}
            {t('payments.refund_confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </Form>
  )
}
