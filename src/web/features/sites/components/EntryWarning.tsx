import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { entryWarningPath } from '#shared/entryWarning.js'
import { isStandalone, readLocalFlag, setLocalFlag } from '#web/lib/localFlags.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import {
  dismissalInCookies,
  type EntryWarningVisit,
  entryWarningVisitKey,
  keepDismissal,
  shouldShowEntryWarning,
} from '../entryWarning.js'

export interface EntryWarningState {
  shown: boolean
  enter: () => void
}

/**
 * Whether the adult entry warning is on the page. The server decides the first paint from the visitor's
 * cookie, and hydration starts from the same decision; then the browser adds what only it knows: the app
 * running installed, and a dismissal kept in the browser from before the cookie. A layout drawn later in the
 * browser (no first paint's data) decides once it is mounted.
 */
export function useEntryWarning(): EntryWarningState {
  const settings = useSettings()
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const [dismissed, setDismissed] = useState<boolean | undefined>(
    () => queryClient.getQueryData<EntryWarningVisit>(entryWarningVisitKey)?.dismissed,
  )
  const [standalone, setStandalone] = useState(false)

  useEffect(() => {
    const installed = isStandalone()
    const inCookie = dismissalInCookies(document.cookie)
    const kept = inCookie ?? readLocalFlag('entry-warning-dismissed')
    // The server learns of a dismissal kept only in the browser, and of the installed app, which never shows it.
    if (inCookie === null && (kept !== null || installed)) keepDismissal(kept ?? Date.now())
    setStandalone(installed)
    setDismissed((seen) => seen === true || kept !== null)
  }, [])

  const enter = () => {
    const now = Date.now()
    setLocalFlag('entry-warning-dismissed', now)
    keepDismissal(now)
    setDismissed(true)
  }

  const shown =
    dismissed !== undefined &&
    shouldShowEntryWarning({
      enabled: settings.enable_site_entry_popup,
      countries: settings.entry_warning_countries,
      geoCountry: settings.geoip_country,
      loggedIn: user !== null,
      standalone,
      dismissed,
    })
  return { shown, enter }
}

/**
 * The warning itself, in the first paint: leave, or confirm and enter. Without scripts (or before they run)
 * confirming posts the form, and the server remembers it and brings the visitor back to the page; with them,
 * the page stays and the warning goes.
 */
export function EntryWarning({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const location = useLocation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onEnter()
  }
  return (
    <>
      <div
        className="modal d-block entry-warning"
        role="dialog"
        aria-modal="true"
        aria-labelledby="entry-warning-title"
        aria-describedby="entry-warning-body"
      >
        <div className="modal-dialog modal-dialog-centered">
          <form className="modal-content" method="post" action={entryWarningPath} onSubmit={submit}>
            <input type="hidden" name="return" value={`${location.pathname}${location.search}`} />
            <div className="modal-header">
              <h2 className="modal-title h5" id="entry-warning-title">
                {t('entry_warning.title')}
              </h2>
            </div>
            <div className="modal-body">
              <p className="mb-0" id="entry-warning-body">
                {t('entry_warning.body', { site: settings.name, min_age: settings.min_age })}
              </p>
            </div>
            <div className="modal-footer">
              <a className="btn btn-outline-secondary" href={settings.entry_warning_exit_url}>
                {t('entry_warning.leave')}
              </a>
              {/* biome-ignore lint/a11y/noAutofocus: the warning is the only thing on the page that can be used */}
              <button type="submit" className="btn btn-primary" autoFocus>
                {t('entry_warning.enter', { min_age: settings.min_age })}
              </button>
            </div>
          </form>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  )
}
