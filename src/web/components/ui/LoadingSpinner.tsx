import { Spinner } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'

/** The progress indicator of a first load, announced to screen readers. */
export function LoadingSpinner() {
  const { t } = useTranslation()
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </Spinner>
    </div>
  )
}
