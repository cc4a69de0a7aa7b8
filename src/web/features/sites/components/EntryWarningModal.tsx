import { useEffect, useState } from 'react'
import { Button, Modal } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { isStandalone, readLocalFlag, setLocalFlag } from '#web/lib/localFlags.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { shouldShowEntryWarning } from '../entryWarning.js'

export function EntryWarningModal() {
  const { t } = useTranslation()
  const settings = useSettings()
  const user = useCurrentUser()
  const [show, setShow] = useState(false)

  // Decided after hydration: dismissal and display mode live in the browser only.
  useEffect(() => {
    setShow(
      shouldShowEntryWarning({
        enabled: settings.enable_site_entry_popup,
        countries: settings.entry_warning_countries,
        geoCountry: settings.geoip_country,
        loggedIn: user !== null,
        standalone: isStandalone(),
        dismissedAt: readLocalFlag('entry-warning-dismissed'),
      }),
    )
  }, [settings.enable_site_entry_popup, settings.entry_warning_countries, settings.geoip_country, user])

  const enter = () => {
    setLocalFlag('entry-warning-dismissed')
    setShow(false)
  }

  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
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
        <Button variant="primary" onClick={enter}>
          {t('entry_warning.enter', { min_age: settings.min_age })}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
