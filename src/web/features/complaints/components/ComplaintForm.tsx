import type { FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import {
  type ComplaintReason,
  type ComplaintSubject,
  complaintInput,
  complaintTextMax,
} from '#shared/api/complaints.js'
import type { PaymentView } from '#shared/api/payments.js'
import { formatMoney } from '#shared/money.js'
import { EmailField } from '#web/components/form/EmailField.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useFileComplaint } from '../api/complaints.js'

/** Reasons that fit each subject (docs/product.md §2, /complaints). */
const reasonsFor: Record<ComplaintSubject, ComplaintReason[]> = {
  member: ['fake_profile', 'harassment', 'inappropriate_content', 'underage', 'other'],
  payment: ['payment_problem', 'unexpected_charge', 'other'],
  other: ['technical_problem', 'privacy', 'other'],
}

interface Props {
  member: boolean
  initialMember: number | null
  /** The member's payments, one of which a complaint may name (the page reads them from the credits). */
  payments: readonly PaymentView[]
  onFiled(reference: string, email: string | null): void
  accountEmail: string
}

export function ComplaintForm({ member, initialMember, payments, onFiled, accountEmail }: Props) {
  const { t, i18n } = useTranslation()
  const subjectId = useElementId()
  const initialSubject: ComplaintSubject = initialMember ? 'member' : 'other'
  // `subject_id` is shown built from the member number or the payment, whichever the subject asks for.
  const form = useForm(
    {
      subject_type: initialSubject as string,
      member_id: initialMember ? String(initialMember) : '',
      payment_id: '',
      reason: reasonsFor[initialSubject][0] ?? 'other',
      text: '',
      email: '',
      name: '',
    },
    ['subject_id'],
  )
  const file = useFileComplaint()
  const subject = form.values.subject_type as ComplaintSubject
  const subjects: ComplaintSubject[] = member ? ['member', 'payment', 'other'] : ['member', 'other']
  const subjectError = form.errors.subject_id

  const choose = (next: ComplaintSubject) => {
    form.setValue('subject_type', next)
    form.setValue('reason', reasonsFor[next][0] ?? 'other')
    form.clearError('subject_id')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { member_id, payment_id, reason, text, email, name } = form.values
    const chosen = Number(subject === 'member' ? member_id : subject === 'payment' ? payment_id : 0)
    const input = form.check(complaintInput, {
      subject_type: subject,
      subject_id: chosen > 0 ? chosen : undefined,
      reason,
      text,
      ...(member ? {} : { email, name: name || undefined }),
    })
    if (!input) return
    file.mutate(input, {
      onSuccess: (answer) =>
        onFiled(answer.complaint.reference, answer.acknowledged ? (member ? accountEmail : email) : null),
      onError: form.fail,
    })
  }

  return (
    <Form onSubmit={submit} noValidate className="complaint-form">
      <FormAlert message={form.alert} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('complaints.form.subject')}</legend>
        {subjects.map((s) => (
          <Form.Check
            key={s}
            type="radio"
            id={`complaint-subject-${s}`}
            name="subject_type"
            label={t(`complaints.subjects.${s}`)}
            checked={subject === s}
            onChange={() => choose(s)}
          />
        ))}
        {form.errors.subject_type && <div className="text-danger small">{form.errors.subject_type}</div>}
      </fieldset>
      {subject === 'member' && (
        <Form.Group className="mb-3" controlId="complaint-member">
          <Form.Label>{t('complaints.form.member')}</Form.Label>
          <Form.Control
            {...form.bind('member_id')}
            inputMode="numeric"
            onChange={(event) => form.setValue('member_id', event.target.value.replace(/\D/g, ''))}
            isInvalid={Boolean(subjectError)}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${subjectId}-error` : undefined}
          />
          <Form.Text>{t('complaints.form.member_help')}</Form.Text>
          <Form.Control.Feedback type="invalid" id={`${subjectId}-error`}>
            {subjectError}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      {subject === 'payment' && (
        <Form.Group className="mb-3" controlId="complaint-payment">
          <Form.Label>{t('complaints.form.payment')}</Form.Label>
          <Form.Select
            {...form.bind('payment_id')}
            isInvalid={Boolean(subjectError)}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${subjectId}-error` : undefined}
          >
            <option value="">{t('complaints.form.payment_choose')}</option>
            {(member ? payments : []).map((p) => (
              <option key={p.id} value={p.id}>
                {new Date(p.created_at).toLocaleDateString(i18n.language)} ·{' '}
                {formatMoney(p.amount, i18n.language)} · {t('complaints.form.credits', { count: p.credits })}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${subjectId}-error`}>
            {subjectError}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="complaint-reason">
        <Form.Label>{t('complaints.form.reason')}</Form.Label>
        <Form.Select {...form.bind('reason')}>
          {reasonsFor[subject].map((r) => (
            <option key={r} value={r}>
              {t(`complaints.reasons.${r}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{form.errors.reason}</Form.Control.Feedback>
      </Form.Group>
      <TextField
        form={form}
        name="text"
        label={t('complaints.form.text')}
        textarea
        rows={6}
        maxLength={complaintTextMax}
      >
        <div className="form-text text-end">
          {form.values.text.length} / {complaintTextMax}
        </div>
      </TextField>
      {!member && (
        <>
          <EmailField form={form} name="email" label={t('complaints.form.email')} />
          <TextField
            form={form}
            name="name"
            label={t('complaints.form.name')}
            autoComplete="name"
            maxLength={60}
          />
        </>
      )}
      <SubmitButton pending={file.isPending}>{t('complaints.form.submit')}</SubmitButton>
    </Form>
  )
}
