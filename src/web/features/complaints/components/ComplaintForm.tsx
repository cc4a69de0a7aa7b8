import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type ComplaintReason,
  type ComplaintSubject,
  complaintTextMax,
} from '../../../../shared/api/complaints.js'
import { ApiError } from '../../../lib/api.js'
import { useTransactions } from '../../credits/api/transactions.js'
import { formatMoney } from '../../credits/money.js'
import { useFileComplaint } from '../api/complaints.js'

/** Reasons that fit each subject (SPEC 2, /complaints). */
const reasonsFor: Record<ComplaintSubject, ComplaintReason[]> = {
  member: ['fake_profile', 'harassment', 'inappropriate_content', 'underage', 'other'],
  payment: ['payment_problem', 'unexpected_charge', 'other'],
  other: ['technical_problem', 'privacy', 'other'],
}

interface Props {
  member: boolean
  initialMember: number | null
  onFiled(reference: string, email: string): void
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
      { onSuccess: (answer) => onFiled(answer.complaint.reference, member ? accountEmail : email) },
    )
  }

  const payments = member ? (transactions.data?.payments ?? []) : []
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
        <div className="mb-3">
          <label className="form-label" htmlFor="complaint-member">
            {t('complaints.form.member')}
          </label>
          <input
            id="complaint-member"
            className={`form-control ${fieldError('subject_id') ? 'is-invalid' : ''}`}
            inputMode="numeric"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value.replace(/\D/g, ''))}
          />
          <div className="form-text">{t('complaints.form.member_help')}</div>
          {fieldError('subject_id') && <div className="invalid-feedback">{fieldError('subject_id')}</div>}
        </div>
      )}
      {subject === 'payment' && (
        <div className="mb-3">
          <label className="form-label" htmlFor="complaint-payment">
            {t('complaints.form.payment')}
          </label>
          <select
            id="complaint-payment"
            className={`form-select ${fieldError('subject_id') ? 'is-invalid' : ''}`}
            value={paymentId}
            onChange={(e) => setPaymentId(e.target.value)}
          >
            <option value="">{t('complaints.form.payment_choose')}</option>
            {payments.map((p) => (
              <option key={p.id} value={p.id}>
                {new Date(p.created_at).toLocaleDateString(i18n.language)} ·{' '}
                {formatMoney(p.amount, i18n.language)} · {t('complaints.form.credits', { count: p.credits })}
              </option>
            ))}
          </select>
          {fieldError('subject_id') && <div className="invalid-feedback">{fieldError('subject_id')}</div>}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-reason">
          {t('complaints.form.reason')}
        </label>
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
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-text">
          {t('complaints.form.text')}
        </label>
        <textarea
          id="complaint-text"
          className={`form-control ${fieldError('text') ? 'is-invalid' : ''}`}
          rows={6}
          maxLength={complaintTextMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="form-text text-end">
          {text.length} / {complaintTextMax}
        </div>
        {fieldError('text') && <div className="invalid-feedback d-block">{fieldError('text')}</div>}
      </div>
      {!member && (
        <>
          <div className="mb-3">
            <label className="form-label" htmlFor="complaint-email">
              {t('complaints.form.email')}
            </label>
            <input
              id="complaint-email"
              type="email"
              autoComplete="email"
              className={`form-control ${fieldError('email') ? 'is-invalid' : ''}`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {fieldError('email') && <div className="invalid-feedback">{fieldError('email')}</div>}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="complaint-name">
              {t('complaints.form.name')}
            </label>
            <input
              id="complaint-name"
              autoComplete="name"
              className="form-control"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        </>
      )}
      {error && !error.field && <div className="alert alert-danger">{error.message}</div>}
      <button type="submit" className="btn btn-primary" disabled={file.isPending}>
        {t('complaints.form.submit')}
      </button>
    </form>
  )
}
