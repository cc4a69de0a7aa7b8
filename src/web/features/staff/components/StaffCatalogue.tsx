import { type ReactNode, useEffect, useState } from 'react'
import { isLocale } from '#shared/i18n/languages.js'
import { useTranslation } from '#web/lib/translation.js'
import { hasStaffCatalogue, loadStaffCatalogue } from '../i18n.js'

/**
 * Shows the back office once its texts are in place. They always are on a page the server rendered and when
 * coming from the member pages (both load them first, so hydration shows the very texts the server rendered);
 * this only waits for them when the page got to another language some other way.
 */
export function StaffCatalogue({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = i18n.language
  const ready = hasStaffCatalogue(i18n, locale)
  const [, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    if (ready || !isLocale(locale)) return
    void loadStaffCatalogue(i18n, locale).then(() => setLoaded(locale))
  }, [ready, i18n, locale])
  return ready ? children : null
}
