import { useTranslation } from '#web/lib/translation.js'

/** The progress indicator of a first load, announced to screen readers. */
export function LoadingSpinner() {
  const { t } = useTranslation()
  return (
    <div className="text-center py-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  )
}
