import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSendActivationMail } from '../api/activationMail.js'

/** Mails a new activation link; says so when it went, and why when it did not (e.g. too many). */
export function ResendActivationButton({ size }: { size?: 'sm' }) {
  const { t } = useTranslation()
  const resend = useSendActivationMail()
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        // The small one sits in the warning alert of the header, where the brand colour is too faint to read.
        className={size ? `btn btn-outline-dark btn-${size}` : 'btn btn-outline-primary'}
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {t('signup.resend')}
      </button>
      <span aria-live="polite" className="small">
        {resend.isSuccess && t('signup.resent')}
        {resend.isError && <span className="text-danger">{errorText(resend.error, t)}</span>}
      </span>
    </span>
  )
}
