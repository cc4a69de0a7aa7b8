import { Button, Modal } from 'react-bootstrap'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'

/** The adult entry warning itself (EntryWarningModal decides whether it shows): leave, or confirm and enter. */
export function EntryWarningDialog({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <Modal show backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">{t('entry_warning.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('entry_warning.body', { site: settings.name, min_age: settings.min_age })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a className="btn btn-outline-secondary" href={settings.entry_warning_exit_url}>
          {t('entry_warning.leave')}
        </a>
        <Button variant="primary" onClick={onEnter}>
          {t('entry_warning.enter', { min_age: settings.min_age })}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
