import { lazy, Suspense, useEffect, useState } from 'react'
import { isStandalone, readLocalFlag, setLocalFlag } from '#web/lib/localFlags.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { shouldShowEntryWarning } from '../entryWarning.js'

// The dialog is a chunk of its own, fetched only for a visitor who is to see it.
const EntryWarningDialog = lazy(async () => ({
  default: (await import('./EntryWarningDialog.js')).EntryWarningDialog,
}))

export function EntryWarningModal() {
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

  if (!show) return null
  return (
    <Suspense fallback={null}>
      <EntryWarningDialog onEnter={enter} />
    </Suspense>
  )
}
