import { Button } from 'react-bootstrap'
import { Link, useSearchParams } from 'react-router'
import { unsubscribeParams } from '#shared/api/notifications.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useUnsubscribe } from '../api/notificationSettings.js'

/**
 * The page a mail's unsubscribe link opens. Opening it changes nothing (mail scanners follow links); the
 * member confirms with a button: this kind of mail, or every mail from the site.
 */
export function UnsubscribeConfirm() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const settings = useSettings()
  const unsubscribe = useUnsubscribe()
  const parsed = unsubscribeParams.safeParse(Object.fromEntries(search))

  if (!parsed.success)
    return (
      <>
        <p role="alert">{t('notifications.errors.unsubscribe_link_invalid')}</p>
        <Link to="/notifications" className="btn btn-primary">
          {t('notifications.unsubscribe.to_settings')}
        </Link>
      </>
    )
  const link = parsed.data
  const kind = t(`notifications.types.${link.t}.title`)

  if (unsubscribe.data) {
    const done = unsubscribe.data.unsubscribed === 'all'
    return (
      <div role="status">
        <p className="lead">
          {done
            ? t('notifications.unsubscribe.done_all', { site: settings.name })
            : t('notifications.unsubscribe.done_type', { type: kind })}
        </p>
        <Link to="/notifications">{t('notifications.unsubscribe.to_settings')}</Link>
      </div>
    )
  }

  const failure = errorText(unsubscribe.error, t, 'errors.popup')
  return (
    <>
      <p className="lead">{t('notifications.unsubscribe.question', { type: kind })}</p>
      {unsubscribe.isError && (
        <p className="text-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button onClick={() => unsubscribe.mutate(link)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending && <InlineSpinner className="me-2" />}
          {t('notifications.unsubscribe.confirm')}
        </Button>
        <Button
          variant="outline-secondary"
          onClick={() => unsubscribe.mutate({ ...link, all: true })}
          disabled={unsubscribe.isPending}
        >
          {t('notifications.unsubscribe.all', { site: settings.name })}
        </Button>
      </div>
      <Link to="/notifications">{t('notifications.unsubscribe.to_settings')}</Link>
    </>
  )
}
