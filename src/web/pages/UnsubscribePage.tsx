import { useTranslation } from '#web/lib/translation.js'
import { UnsubscribeConfirm } from '../features/notifications/components/UnsubscribeConfirm.js'
import { pageHandle } from '../lib/routeHandle.js'

export const unsubscribeHandle = pageHandle('unsubscribe', 'notifications.unsubscribe.title')

/** /unsubscribe: where the unsubscribe link of a notification mail leads; works without logging in. */
export function UnsubscribePage() {
  const { t } = useTranslation()
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('notifications.unsubscribe.title')}</h1>
      <UnsubscribeConfirm />
    </div>
  )
}
