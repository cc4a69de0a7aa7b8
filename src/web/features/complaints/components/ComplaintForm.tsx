import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type ComplaintReason,
  type ComplaintSubject,
  complaintTextMax,
} from '../../../../shared/api/complaints.js'
import { formatMoney } from '../../../../shared/money.js'
import { ApiError } from '../../../lib/api.js'
import { errorText } from '../../../lib/errorText.js'
import { useTransactions } from '../../credits/api/transactions.js'
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
  onFiled(reference: string, email: string | null): void
  accountEmail: string
}

export function ComplaintForm({ member, initialMember, onFiled, accountEmail }: Props) {
  const { t, i18n } = useTranslation()
  const [subject, setSubject] = useState<ComplaintSubject>(initialMember ? 'member' : 'other')
  const [memberId, setMemberId] = useState(initialMember ? String(initialMember) : '')
  const [paymentId, setPaymentId] = useState('')
  const [reason, setReason] = useState<ComplaintReason>(reasonsFor[subject][0] ?? 'other')
  const [text, setText] = useState('')
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const file = useFileComplaint()
  const transactions = useTransactions()
  const error = file.error instanceof ApiError ? file.error : null
  const fieldError = (field: string) => (error?.field === field ? error.message : null)
  const subjects: ComplaintSubject[] = member ? ['member', 'payment', 'other'] : ['member', 'other']

  const choose = (next: ComplaintSubject) => {
    setSubject(next)
    setReason(reasonsFor[next][0] ?? 'other')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const subjectId = subject === 'member' ? Number(memberId) : subject === 'payment' ? Number(paymentId) : 0
    file.mutate(
      {
        subject_type: subject,
        subject_id: subjectId > 0 ? subjectId : undefined,
        reason,
        text,
        ...(member ? {} : { email, name: name || undefined }),
      },
      {
        onSuccess: (answer) =>
          onFiled(answer.complaint.reference, answer.acknowledged ? (member ? accountEmail : email) : null),
      },
    )
  }

  const payments = member ? (transactions.data?.payments ?? []) : []
  const invalid = (field: string) => ({
    'aria-invalid': fieldError(field) ? true : undefined,
    'aria-describedby': fieldError(field) ? `complaint-${field}-error` : undefined,
  })
  const control = (field: string, base = 'form-control') => `${base} ${fieldError(field) ? 'is-invalid' : ''}`
  return (
    <form onSubmit={submit} noValidate className="complaint-form">
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('complaints.form.subject')}</legend>
        {subjects.map((s) => (
          <div className="form-check" key={s}>
            <input
              className="form-check-input"
              type="radio"
              id={`complaint-subject-${s}`}
              name="subject_type"
              checked={subject === s}
              onChange={() => choose(s)}
            />
            <label className="form-check-label" htmlFor={`complaint-subject-${s}`}>
              {t(`complaints.subjects.${s}`)}
            </label>
          </div>
        ))}
        {fieldError('subject_type') && <div className="text-danger small">{fieldError('subject_type')}</div>}
      </fieldset>
      {subject === 'member' && (
        <Field
          id="complaint-member"
          label={t('complaints.form.member')}
          hint={<div className="form-text">{t('complaints.form.member_help')}</div>}
          error={fieldError('subject_id')}
          errorId="complaint-subject_id-error"
        >
          <input
            id="complaint-member"
            className={control('subject_id')}
            inputMode="numeric"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value.replace(/\D/g, ''))}
            {...invalid('subject_id')}
          />
        </Field>
      )}
      {subject === 'payment' && (
        <Field
          id="complaint-payment"
          label={t('complaints.form.payment')}
          error={fieldError('subject_id')}
          errorId="complaint-subject_id-error"
        >
          <select
            id="complaint-payment"
            className={control('subject_id', 'form-select')}
            value={paymentId}
            onChange={(e) => setPaymentId(e.target.value)}
            {...invalid('subject_id')}
          >
            <option value="">{t('complaints.form.payment_choose')}</option>
            {payments.map((p) => (
              <option key={p.id} value={p.id}>
                {new Date(p.created_at).toLocaleDateString(i18n.language)} ·{' '}
                {formatMoney(p.amount, i18n.language)} · {t('complaints.form.credits', { count: p.credits })}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id="complaint-reason" label={t('complaints.form.reason')}>
        <select
          id="complaint-reason"
          className="form-select"
          value={reason}
          onChange={(e) => setReason(e.target.value as ComplaintReason)}
        >
          {reasonsFor[subject].map((r) => (
            <option key={r} value={r}>
              {t(`complaints.reasons.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="complaint-text"
        label={t('complaints.form.text')}
        hint={
          <div className="form-text text-end">
            {text.length} / {complaintTextMax}
          </div>
        }
        error={fieldError('text')}
        errorId="complaint-text-error"
      >
        <textarea
          id="complaint-text"
          className={control('text')}
          rows={6}
          maxLength={complaintTextMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...invalid('text')}
        />
      </Field>
      {!member && (
        <>
          <Field
            id="complaint-email"
            label={t('complaints.form.email')}
            error={fieldError('email')}
            errorId="complaint-email-error"
          >
            <input
              id="complaint-email"
              type="email"
              autoComplete="email"
              className={control('email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...invalid('email')}
            />
          </Field>
          <Field id="complaint-name" label={t('complaints.form.name')}>
            <input
              id="complaint-name"
              autoComplete="name"
              className="form-control"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
        </>
      )}
      {error && !error.field && (
        <div className="alert alert-danger" role="alert">
          {errorText(error, t)}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={file.isPending}>
        {t('complaints.form.submit')}
      </button>
    </form>
  )
}

/** A labelled control with its hint and, after a refused send, the server's message for it. */
function Field({
  id,
  label,
  hint,
  error,
  errorId,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  error?: string | null
  errorId?: string
  children: ReactNode
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      )}
    </div>
  )
}
