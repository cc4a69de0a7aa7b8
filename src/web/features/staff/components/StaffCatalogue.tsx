import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation.js'
import { ensureStaffCatalogue } from '../i18n.js'

/**
 * Puts the back-office's texts in place before its children render. During render rather than in an
 * effect: the server rendered these texts, and the hydrating render must show the very same.
 */
export function StaffCatalogue({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  ensureStaffCatalogue(i18n)
  return <>{children}</>
}
