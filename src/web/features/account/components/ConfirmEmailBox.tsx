import { Trans } from 'react-i18next'
import { useTranslation } from '#web/lib/translation.js'
import { ResendActivationButton } from './ResendActivationButton.js'

/**
 * The end of signup (docs/product.md §2, /complete-signup): where the link went, a resend, and the spam
 * folder hint.
 */
export function ConfirmEmailBox({ email }: { email: string }) {
  const { t } = useTranslation()
  return (
    <div className="confirm-email-box">
      <p>
        <Trans i18nKey="signup.confirm_sent" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p className="small text-body-secondary">{t('signup.confirm_spam')}</p>
      <ResendActivationButton />
    </div>
  )
}
