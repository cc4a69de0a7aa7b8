import { Button } from 'react-bootstrap'
import { Trans } from 'react-i18next'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSendReactivationMail } from '../api/reactivationMail.js'

/**
 * For an address whose account awaits deletion (docs/product.md §8): a reactivation link, or customer
 * service.
 */
export function ReactivationOffer({ email }: { email: string }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const send = useSendReactivationMail()
  return (
    <div className="reactivation-offer border rounded p-3 mb-3">
      {send.isSuccess ? (
        <p role="status" className="mb-2">
          {t('signup.reactivation_sent', { email })}
        </p>
      ) : (
        <Button
          variant="outline-primary"
          size="sm"
          className="mb-2"
          disabled={send.isPending}
          onClick={() => send.mutate(email)}
        >
          {t('signup.reactivation_send')}
        </Button>
      )}
      {send.isError && (
        <p role="alert" className="text-danger small mb-2">
          {errorText(send.error, t)}
        </p>
      )}
      <p className="small mb-0">
        <Trans
          i18nKey="signup.contact_support"
          values={{ email: settings.support_email }}
          components={{ mail: <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a> }}
        />
      </p>
    </div>
  )
}
