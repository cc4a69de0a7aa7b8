import type { ReactNode } from 'react'
import { Alert } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'

export interface NoticeState {
  variant: 'success' | 'danger'
  text: string
  /** A way out offered with the message (the premium offer when the photo limit is reached). */
  action?: ReactNode
}

/** The outcome of the last action: successes are announced politely, problems at once. */
export function Notice({ notice, onClose }: { notice: NoticeState | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!notice) return null
  return (
    <Alert
      variant={notice.variant}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      className="py-2"
      dismissible
      closeLabel={t('close')}
      onClose={onClose}
    >
      {notice.text}
      {notice.action && <div className="mt-1">{notice.action}</div>}
    </Alert>
  )
}
