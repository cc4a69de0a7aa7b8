import { Button, Modal } from 'react-bootstrap'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useConfirmWarning, useWarnings } from '../api/warnings.js'

/**
 * A warning from the site's team (docs/product.md, Complaints desk): shown over the page on every visit
 * until the member confirms they read it, one at a time, oldest first. It cannot be closed otherwise.
 */
export function StaffWarningDialog() {
  const { t, i18n } = useTranslation()
  const titleId = useElementId()
  const settings = useSettings()
  const warnings = useWarnings()
  const confirm = useConfirmWarning()
  const warning = warnings.data?.warnings[0]
  if (!warning) return null
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(warning.created_at),
  )
  return (
    <Modal show backdrop="static" keyboard={false} centered aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('warnings.title', { site: settings.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary mb-2">{t('warnings.intro')}</p>
        <blockquote
          className="border-start border-3 border-warning ps-3 mb-2"
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {warning.text}
        </blockquote>
        <p className="small text-body-secondary mb-0">{t('warnings.sent', { date })}</p>
        {confirm.error && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {errorText(confirm.error, t)}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button disabled={confirm.isPending} onClick={() => confirm.mutate({ id: warning.id })}>
          {confirm.isPending && <InlineSpinner className="me-2" />}
          {t('warnings.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
